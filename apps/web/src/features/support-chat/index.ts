export { SupportChat } from './components/support-chat';
