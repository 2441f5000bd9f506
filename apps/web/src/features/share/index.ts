// The share feature's public surface: the Share action (saved resumes, the builder).
export { ShareButton } from './components/share-button';
