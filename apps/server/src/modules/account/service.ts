import { notFound } from '../../lib/errors.js';
import type { ApplicationsService } from '../applications/service.js';
import type { AuthService } from '../auth/service.js';
import type { PaymentsService } from '../payments/service.js';
import type { ResumesService } from '../resumes/service.js';

/** The user's own data: everything we hold about them, and deleting all of it. */
export function accountService(
  auth: AuthService,
  resumes: ResumesService,
  payments: PaymentsService,
  applications: ApplicationsService,
) {
  return {
    async exportData(userId: string) {
      const user = await auth.getUser(userId);
      if (!user) throw notFound('Account not found', 'ACCOUNT_NOT_FOUND');
      return {
        exportedAt: new Date().toISOString(),
        account: user,
        resumes: await resumes.list(userId),
        downloads: await resumes.downloadsOf(userId),
        purchases: await payments.purchases(userId),
        applications: (await applications.list(userId)).items,
      };
    },
    async deleteAccount(userId: string, password: string, address: string) {
      await auth.confirmPassword(userId, password, address);
      await auth.deleteUser(userId);
    },
  };
}
export type AccountService = ReturnType<typeof accountService>;
