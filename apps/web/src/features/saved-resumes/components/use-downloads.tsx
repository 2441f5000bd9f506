import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useResumeDownload } from '../../../lib/documents/use-resume-download';
import { paths } from '../../../lib/paths';

export const SUBSCRIPTION_FAILED =
  'Subscription Unsuccessful - Your subscription was not successful or is inactive. Please subscribe to access this feature.';

/** Downloads from the saved list and the detail page (the user is logged in there). */
export function useDownloads() {
  const navigate = useNavigate();
  return useResumeDownload({
    onLoginRequired: () => navigate(paths.login),
    onPlanRequired: () => toast.error(SUBSCRIPTION_FAILED),
  });
}
