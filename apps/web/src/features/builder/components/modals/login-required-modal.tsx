import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { paths } from '../../../../lib/paths';

/** Downloads need an account (spec section 2): sign up or log in; the draft stays in this browser. */
export function LoginRequiredModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      title="Login Required"
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Link to={paths.login} className={buttonClasses('secondary')}>
            Login
          </Link>
          <Link to={paths.signup} className={buttonClasses('gold')}>
            Sign Up
          </Link>
        </>
      }
    >
      <p className="text-base font-semibold text-navy-900">
        Get your PDF for free, register to download!
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Your resume stays saved in this browser while you sign up, and moves to your account when
        you log in.
      </p>
    </Modal>
  );
}
