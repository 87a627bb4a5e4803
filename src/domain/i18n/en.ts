/**
 * The English catalogue: every text a shopper reads, by key, made of the parts in en/. The typed
 * source of the keys and the fallback of every other language; delivered in the page, never in
 * the app's JS (decision 041): code imports only its type. `{name}` is a placeholder; keys ending
 * `.one` / `.other` are the plural forms of one message (Intl.PluralRules).
 */
import { common } from './en/common.ts';
import { address } from './en/address.ts';
import { addressForm } from './en/address-form.ts';
import { manage } from './en/manage.ts';
import { history } from './en/history.ts';
import { itemsEdit } from './en/items-edit.ts';
import { planDialogs } from './en/plan-dialogs.ts';
import { nextDelivery } from './en/next-delivery.ts';
import { builder } from './en/builder.ts';
import { review } from './en/review.ts';
import { program } from './en/program.ts';
import { payment } from './en/payment.ts';
import { theme } from './en/theme.ts';

export const en = {
  ...common,
  ...address,
  ...addressForm,
  ...manage,
  ...history,
  ...itemsEdit,
  ...planDialogs,
  ...nextDelivery,
  ...builder,
  ...review,
  ...program,
  ...payment,
  ...theme,
};

export type MessageKey = keyof typeof en;
