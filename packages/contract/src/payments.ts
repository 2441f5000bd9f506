import { z } from 'zod';
import { defineRoute } from './define';
import { idField, isoDateTime } from './fields';
import { PUBLIC_PATHS } from './schema-free';

/** The plans one can buy (spec section 6): `unlimited` ($149) and `one-time`, the single plan ($29). */
export const PAID_PLANS = ['unlimited', 'one-time'] as const;
export const paidPlanSchema = z.enum(PAID_PLANS, {
  message: "planName must be 'unlimited' or 'one-time'",
});
export type PaidPlan = z.infer<typeof paidPlanSchema>;

/** What the user holds now: only free downloads, or the best plan bought. */
export const planSchema = z.enum(['free', 'unlimited', 'one-time']);
export type Plan = z.infer<typeof planSchema>;

/** The answer of check-resume-limit and of a granted download. */
export const entitlementSchema = z.object({
  canGenerate: z.boolean(),
  freeDownloadsLeft: z.number().int().min(0),
  plan: planSchema,
});
export type Entitlement = z.infer<typeof entitlementSchema>;

export const downloadGrantSchema = z.object({
  grantId: z.string(),
  freeDownloadsLeft: z.number().int().min(0),
  plan: planSchema,
});
export type DownloadGrant = z.infer<typeof downloadGrantSchema>;

/** The text of the 423 on an edit of a resume the single plan covers (issue 11). */
export const LOCKED_RESUME_MESSAGE =
  'This resume is locked: the single plan covers one finished resume. Choose Unlimited to edit it.';

export const purchaseSchema = z.object({
  id: z.string(),
  plan: paidPlanSchema,
  amountCents: z.number().int(),
  currency: z.string(),
  /** The resume a single plan is bound to (after its first download), else null. */
  boundResumeId: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const checkoutStatusSchema = z.object({
  status: z.enum(['paid', 'pending', 'unknown']),
  plan: paidPlanSchema.nullable(),
});
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

/** What the web shows wherever a decision is made: the free quota and both prices, as configured. */
export const planPricesSchema = z.object({
  freeDownloads: z.number().int().min(0),
  /** ISO code in lower case, as Stripe writes it. */
  currency: z.string(),
  /** Price of each plan in the smallest unit of `currency`. */
  prices: z.object({ unlimited: z.number().int().min(0), 'one-time': z.number().int().min(0) }),
});
export type PlanPrices = z.infer<typeof planPricesSchema>;

const sessionIdParams = z.object({ sessionId: idField });
const tags = ['payments'];

export const payments = {
  plans: defineRoute({
    method: 'GET',
    path: PUBLIC_PATHS.plans,
    summary:
      'The free downloads of every account and the price of each plan (from the configuration)',
    tags,
    access: 'public',
    responses: { 200: planPricesSchema },
    errors: [],
  }),
  createCheckoutSession: defineRoute({
    method: 'POST',
    path: '/stripe/create-checkout-session',
    summary:
      'Start a checkout for a plan; answers the URL to open (Stripe Checkout, or the built-in test checkout)',
    tags,
    access: 'user',
    // Only planName is trusted: the price comes from configuration, the user from the session.
    body: z.object({
      planName: paidPlanSchema,
      priceId: z.string().max(200).optional(),
      userId: z.string().max(100).optional(),
    }),
    responses: { 200: z.object({ url: z.string() }) },
    errors: [400, 401, 429],
  }),
  webhook: defineRoute({
    method: 'POST',
    path: '/stripe/webhook',
    summary:
      "Stripe's signed events (raw body, Stripe-Signature); fulfils paid checkouts once per event and per session",
    tags,
    access: 'public',
    responses: { 200: z.object({ received: z.literal(true) }) },
    errors: [400, 404],
  }),
  checkoutSession: defineRoute({
    method: 'GET',
    path: '/stripe/session/:sessionId',
    summary:
      "A checkout's state for the success page: paid once fulfilled by the webhook; unknown when not the caller's",
    tags,
    access: 'user',
    params: sessionIdParams,
    responses: { 200: checkoutStatusSchema },
    errors: [400, 401],
  }),
  payTestCheckout: defineRoute({
    method: 'POST',
    path: '/stripe/test-checkout/:sessionId/pay',
    summary:
      'Pay a test checkout (only when Stripe is not configured): the same fulfilment as a webhook',
    tags,
    access: 'user',
    params: sessionIdParams,
    responses: { 200: checkoutStatusSchema },
    errors: [400, 401, 404],
  }),
  purchases: defineRoute({
    method: 'GET',
    path: '/users/me/purchases',
    summary: "The user's purchases, newest first",
    tags,
    access: 'user',
    responses: { 200: z.array(purchaseSchema) },
    errors: [401],
  }),
};
