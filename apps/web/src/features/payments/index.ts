// The payments feature's public surface for other features and the app shell.
export { FreeDownloadsLeft } from './components/free-downloads-left';
export { PlanPickerModal } from './components/plan-picker-modal';
export { PurchasesSection } from './components/purchases-section';
export { PLANS, formatAmount, planName } from './components/plans';
export { LockedNotice, useResumeLocked } from './components/locked-notice';
