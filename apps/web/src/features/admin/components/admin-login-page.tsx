import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../components/ui/page-title';
import { useAdminLogin } from '../../../lib/api/admin';
import { paths } from '../../../lib/paths';

/** /admin: 'Admin Login' (spec sections 2, 4, 5 and 8). */
export function AdminLoginPage() {
  usePageTitle('Admin Login');
  const navigate = useNavigate();
  const login = useAdminLogin();
  const [userName, setUserName] = useState('');
  const [pass, setPass] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userName.trim() || !pass) {
      toast.error('Fill all info');
      return;
    }
    try {
      await login.mutateAsync({ userName, pass });
      navigate(paths.admin.dashboard);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Login failed');
    }
  };

  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <form
        onSubmit={onSubmit}
        noValidate
        className="w-full max-w-sm space-y-4 rounded-2xl bg-white p-8 shadow-lg"
      >
        <h1 className="text-2xl font-bold text-navy-900">Admin Login</h1>
        <div className="space-y-1">
          <label htmlFor="admin-username" className="block text-sm font-medium text-slate-700">
            Username
          </label>
          <input
            id="admin-username"
            name="userName"
            autoComplete="username"
            value={userName}
            onChange={(event) => setUserName(event.target.value)}
            className="w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="admin-password" className="block text-sm font-medium text-slate-700">
            Password
          </label>
          <input
            id="admin-password"
            name="pass"
            type="password"
            autoComplete="current-password"
            value={pass}
            onChange={(event) => setPass(event.target.value)}
            className="w-full rounded-lg border border-slate-300 px-3 py-2"
          />
        </div>
        <Button type="submit" className="w-full" loading={login.isPending}>
          Login
        </Button>
      </form>
    </div>
  );
}
