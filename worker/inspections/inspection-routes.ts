import { Hono, type Context } from 'hono';
import type { AppEnv } from '../env';
import { authenticate, callerOf, signedIn, type CallerPolicy } from '../accounts';
import { currencyOf, inspectionFeeMinor } from '../lib/config';
import { log } from '../lib/logger';
import { Refusal } from '../lib/refusal';
import { primarySession } from '../middleware/d1-session';
import { rateLimit, refuseOverLimit } from '../middleware/rate-limit';
import { storeRequestUpload, uploadBodyLimit } from '../images';
import { validate } from '../middleware/validate';
import { idParamSchema } from '../../shared/schemas/common';
import { demoConfirmSchema } from '../../shared/schemas/orders';
import {
  inspectionAssignSchema,
  inspectionCancelSchema,
  inspectionReportSchema,
  inspectionRequestSchema,
  inspectionScheduleSchema,
  inspectionSlotsSchema,
} from '../../shared/schemas/inspections';
import { paymentGateway } from '../payments';
import { payFeeByCard, receiveFeeNotification } from './fee-notifications';
import { requestInspection, setSlots } from './inspection-requests';
import {
  assignedVisit,
  assignInspection,
  cancelInspection,
  publishReport,
  recordReport,
  scheduleInspection,
} from './inspection-steps';
import {
  inspectionDetail,
  listingInspection,
  myInspections,
  openInspections,
  technicianVisits,
} from './inspection-views';
import { setTechnician, technicianList } from './technicians';

const ADMIN: CallerPolicy = { role: 'admin' };
const asAdmin = (c: Context<AppEnv>) => signedIn(c, ADMIN);
const param = validate('param', idParamSchema, { callerFirst: signedIn });
const adminParam = validate('param', idParamSchema, { callerFirst: asAdmin });

/** Inspected by Thanda (issue 62, docs/decisions/033-inspections.md). */
export const inspectionRoutes = new Hono<AppEnv>()
  .use('/inspections/*', primarySession())
  .use('/inspections', primarySession())
  .use('/products/:id/inspection-slots', primarySession())
  // A listing's panel: anyone reads the fee, the times, an inspection on its way and a published report.
  .get('/listings/:id/inspection', validate('param', idParamSchema), async (c) =>
    c.json(
      await listingInspection(c.var.db, c.req.valid('param').id, {
        minor: inspectionFeeMinor(c.env),
        currency: currencyOf(c.env),
      }),
    ),
  )
  .put(
    '/products/:id/inspection-slots',
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    param,
    validate('json', inspectionSlotsSchema, { callerFirst: signedIn }),
    async (c) => c.json(await setSlots(c.var.db, callerOf(c), c.req.valid('param').id, c.req.valid('json').slots)),
  )
  .post(
    '/inspections',
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    validate('json', inspectionRequestSchema, { callerFirst: signedIn }),
    async (c) => {
      const { productId, slot, phone } = c.req.valid('json');
      const ask = {
        caller: callerOf(c),
        productId,
        slot,
        phone,
        feeMinor: inspectionFeeMinor(c.env),
        currency: currencyOf(c.env),
        origin: new URL(c.req.url).origin,
      };
      return c.json(await requestInspection(c.var.db, paymentGateway(c.env), ask), 201);
    },
  )
  .get('/inspections/mine', authenticate(), async (c) => c.json(await myInspections(c.var.db, callerOf(c))))
  // SSLCOMMERZ's notification of a fee, and the requester's browser coming back from its checkout.
  .post('/inspections/sslcommerz/ipn', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const { outcome } = await receiveFeeNotification(c.var.db, paymentGateway(c.env), form, c.env.NOTIFICATIONS);
    return c.json({ received: true, outcome });
  })
  .post('/inspections/sslcommerz/return', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    try {
      const { inspectionId, outcome } = await receiveFeeNotification(
        c.var.db,
        paymentGateway(c.env),
        form,
        c.env.NOTIFICATIONS,
      );
      // The requester may have paid: whatever happens here is a page (the IPN or the cron settles).
      if (inspectionId)
        return c.redirect(`/inspections/${encodeURIComponent(inspectionId)}?sslcommerz=${outcome}`, 303);
    } catch (error) {
      // The requester may have paid: a page, never an error (the IPN, or the cron, settles it).
      if (!(error instanceof Refusal)) log('error', 'inspection_return_not_handled', { requestId: c.get('requestId') });
    }
    return c.redirect('/dashboard/my-inspections', 303);
  })
  .get('/inspections/:id', authenticate(), param, async (c) =>
    c.json(await inspectionDetail(c.var.db, callerOf(c), c.req.valid('param').id)),
  )
  // The demo gateway's card form for the fee (SSLCOMMERZ's own page takes it otherwise).
  .post(
    '/inspections/:id/demo-card',
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    param,
    validate('json', demoConfirmSchema, { callerFirst: signedIn }),
    async (c) => {
      const payment = { inspectionId: c.req.valid('param').id, requesterId: c.get('callerId') };
      const card = c.req.valid('json');
      return c.json(await payFeeByCard(c.var.db, paymentGateway(c.env), payment, card, c.env.NOTIFICATIONS));
    },
  )
  .put(
    '/inspections/:id/schedule',
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    param,
    validate('json', inspectionScheduleSchema, { callerFirst: signedIn }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await scheduleInspection(c.var.db, c.env.NOTIFICATIONS, callerOf(c), id, c.req.valid('json')));
    },
  )
  .put(
    '/inspections/:id/assign',
    authenticate(),
    adminParam,
    validate('json', inspectionAssignSchema, { callerFirst: asAdmin }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { technicianId } = c.req.valid('json');
      return c.json(await assignInspection(c.var.db, c.env.NOTIFICATIONS, callerOf(c), id, technicianId));
    },
  )
  // The report's photos (the serial plate first), uploaded by the assigned technician from the visit.
  .post('/inspections/:id/photos', uploadBodyLimit, authenticate(), param, async (c) => {
    const technician = await assignedVisit(c.var.db, callerOf(c), c.req.valid('param').id);
    await refuseOverLimit(c, 'WRITE_LIMITER');
    return c.json(await storeRequestUpload(c, technician.id));
  })
  .put(
    '/inspections/:id/report',
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    param,
    validate('json', inspectionReportSchema, { callerFirst: signedIn }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await recordReport(c.var.db, c.env.NOTIFICATIONS, callerOf(c), id, c.req.valid('json')));
    },
  )
  .put('/inspections/:id/publish', authenticate(), rateLimit('WRITE_LIMITER'), param, async (c) =>
    c.json(await publishReport(c.var.db, callerOf(c), c.req.valid('param').id)),
  )
  .put(
    '/inspections/:id/cancel',
    authenticate(),
    rateLimit('WRITE_LIMITER'),
    param,
    validate('json', inspectionCancelSchema, { callerFirst: signedIn }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const gateway = paymentGateway(c.env);
      return c.json(await cancelInspection(c.var.db, gateway, c.env.NOTIFICATIONS, callerOf(c), id, reason));
    },
  )
  .get('/technician/inspections', authenticate(), async (c) => c.json(await technicianVisits(c.var.db, callerOf(c))))
  .get('/dashboard/inspections', authenticate(), async (c) => {
    await asAdmin(c);
    return c.json(await openInspections(c.var.db));
  })
  .get('/dashboard/technicians', authenticate(), async (c) => {
    await asAdmin(c);
    return c.json(await technicianList(c.var.db));
  })
  .put('/user/:id/technician', authenticate(), adminParam, async (c) =>
    c.json(await setTechnician(c.var.db, await asAdmin(c), c.req.valid('param').id, true)),
  )
  .delete('/user/:id/technician', authenticate(), adminParam, async (c) =>
    c.json(await setTechnician(c.var.db, await asAdmin(c), c.req.valid('param').id, false)),
  );
