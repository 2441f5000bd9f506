// The ATS check's public surface: the lazily loaded "What an ATS sees" panel.
export { AtsCheck } from './components/ats-panel-lazy';
