import { cardServiceBody, cardServiceResponse, connectLinkResponse, deskPaymentsBody, deskPaymentsResponse } from '@chairside/shared/payments';
import { z } from 'zod';
import type { App } from '../../lib/app-type';
import { venueCtx } from '../../lib/context';
import { cardService, connectLink, deskPayments, updateCardService, updateDeskPayments } from './card-service';

const tags = ['payments'];
/** Spec §6: /payments is behind settings.business_info. */
const owner = { permission: 'settings.business_info' as const };
/** The till reads the desk's methods: whoever works the calendar checks out. */
const till = { permission: 'calendar' as const };
const saved = { message: z.string() };

/** /payments (spec §2.3): the venue's own card service, its connect, and the desk's payment methods and tips. */
export async function cardServiceRoutes(app: App) {
  app.get('/payments/card-service', {
    config: owner,
    schema: { tags, summary: 'The venue’s card service: its connected account as the provider reports it now, payouts, card fees, and which flows take cards', response: { 200: cardServiceResponse } },
  }, async (request) => cardService(venueCtx(request)));
  app.post('/payments/card-service/update', {
    config: owner,
    schema: { tags, summary: 'Which flows take cards (deposits, online prepayment, vouchers, checkout)', body: cardServiceBody, response: { 200: cardServiceResponse.extend(saved) } },
  }, async (request) => updateCardService(venueCtx(request), request.body));
  app.post('/payments/connect/link', {
    config: owner,
    schema: { tags, summary: 'A one-time link to the card provider’s hosted onboarding (the account is opened first if there is none); back at /payments/<provider>-connect', response: { 200: connectLinkResponse } },
  }, async (request) => connectLink(venueCtx(request)));
  app.get('/payments/desk', {
    config: till,
    schema: { tags, summary: 'The desk’s payment methods (on/off and the names checkout shows) and tips (on/off, suggested percentages)', response: { 200: deskPaymentsResponse } },
  }, async (request) => deskPayments(venueCtx(request)));
  app.post('/payments/desk/update', {
    config: owner,
    schema: { tags, summary: 'Save the desk’s payment methods and tips (the whole form)', body: deskPaymentsBody, response: { 200: deskPaymentsResponse.extend(saved) } },
  }, async (request) => updateDeskPayments(venueCtx(request), request.body));
}
