// The auth feature's public surface: the change of password in Account.
export { ChangePasswordSection } from './components/change-password-section';
