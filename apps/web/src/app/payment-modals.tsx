import { AfterPurchase, DownloadConfirmModal, PlanPickerModal } from '../features/payments';

/**
 * The payment modals a signed-in user may meet on any page. A chunk of its own, loaded by the
 * shell only for a signed-in user: a visitor's first page (the landing) does not download the
 * download and checkout code (issue 30). Their state lives in stores, so a modal asked for
 * while the chunk loads shows once it is there.
 */
export function PaymentModals() {
  return (
    <>
      <PlanPickerModal />
      <DownloadConfirmModal />
      <AfterPurchase />
    </>
  );
}
