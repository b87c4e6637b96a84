import type { FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, PublicCheckout, PublicPaymentLink, TrackingTokenParams } from '@plateau/contracts';
import { perAddressRateLimit } from '../../db/rate-limit-store.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { publicInvoicePdf, publicPaymentLink, startCheckout } from './payment-link-public.service.ts';
import { WEBHOOK_PATH } from './payment-provider-settings.service.ts';
import { receiveWebhook } from './payment-webhook.service.ts';

/**
 * The customer's payment page (/paiement/{token}) without sign-in: the token is the only key, limited per
 * client address like the tracking page, which also slows anyone guessing tokens. Wildcards rather than a
 * :token parameter, as the tracking page: a huge token is another link that leads nowhere (404).
 */
export const publicPaymentLinkRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await app.register(
    rateLimit,
    perAddressRateLimit(app.db, {
      namespace: 'payment-links',
      max: app.config.trackingRateLimit,
      refused: 'Trop de demandes depuis votre adresse',
    }),
  );
  const tags = ['payment-links'];
  const config = { public: true };

  app.get(
    '/api/public/payment-links/*',
    {
      config,
      schema: {
        tags,
        summary: 'The payment page: seller, invoice number, what remains, paid or not — nothing else',
        params: TrackingTokenParams,
        response: { 200: PublicPaymentLink, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      return publicPaymentLink(app.db, request.params['*']);
    },
  );

  app.get(
    '/api/public/payment-link-pdf/*',
    {
      config,
      schema: { tags, summary: "The invoice's PDF as issued", params: TrackingTokenParams },
    },
    async (request, reply) => {
      const file = await publicInvoicePdf(app.db, request.params['*']);
      return reply
        .header('x-robots-tag', 'noindex, nofollow')
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(file.filename, 'attachment'))
        .send(Buffer.from(file.content));
    },
  );

  app.post(
    '/api/public/payment-link-checkout/*',
    {
      config,
      schema: {
        tags,
        summary: '« Payer »: a checkout of what remains at the provider; answers its hosted page',
        params: TrackingTokenParams,
        response: { 200: PublicCheckout, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => startCheckout(app, request.params['*']),
  );
};

/**
 * The provider's signed webhook. Its body is read as the bytes sent (the signature covers them, a parsed and
 * re-serialised JSON would not match); not limited per address (the provider's few addresses send them all).
 */
export const paymentWebhookRoutes: FastifyPluginAsync = async (base) => {
  base.removeContentTypeParser('application/json');
  base.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  base.post(
    WEBHOOK_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['payment-links'],
        summary:
          "The payment provider's webhook (Stripe-Signature): a forged one is a 400 and changes nothing",
      },
    },
    async (request) =>
      receiveWebhook(
        base,
        typeof request.body === 'string' ? request.body : '',
        request.headers['stripe-signature'] as string | undefined,
      ),
  );
};
