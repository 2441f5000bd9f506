// The payments feature's public surface for other features and the app shell.
export { AfterPurchase } from './components/after-purchase';
export { DownloadConfirmModal } from './components/download-confirm-modal';
export { FreeDownloadsLeft } from './components/free-downloads-left';
export { PlanPickerModal } from './components/plan-picker-modal';
export { PriceSummary } from './components/price-summary';
export { PurchasesSection } from './components/purchases-section';
export { PLANS, formatAmount, planName, priceSummaryText } from './components/plans';
export { LockedNotice, useResumeLocked } from './components/locked-notice';
