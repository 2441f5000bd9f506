// The import feature's public surface: the Import button and where an import goes.
export { ImportButton, type ImportTarget } from './components/import-button';
export { ImportReview } from './components/import-review';
export { useAccountImport } from './use-account-import';
