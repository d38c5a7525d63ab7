import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// spec §3 order status: Magento's labels (Open, Pending, Confirmed, Processing, Shipped, Complete, Cancelled,
// Refunded…) in the shop's wording — order received, in progress, sent out, completed, cancelled, awaiting
// confirmation — and the four steps an order walks through. A missing status reads as Failed.

export type OrderStage = 'received' | 'progress' | 'sent' | 'completed' | 'cancelled' | 'awaiting' | 'failed';

const STAGE_OF: Readonly<Record<string, OrderStage>> = {
  pending: 'received',
  open: 'received',
  confirmed: 'progress',
  processing: 'progress',
  shipped: 'sent',
  complete: 'completed',
  closed: 'completed',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  refunded: 'cancelled',
  'pending payment': 'awaiting',
  'payment review': 'awaiting',
  'on hold': 'awaiting',
};

export const orderStage = (status: string | null | undefined): OrderStage =>
  STAGE_OF[(status ?? '').trim().toLowerCase()] ?? (status ? 'received' : 'failed');

export const STAGE_LABELS: Readonly<Record<OrderStage, MessageDescriptor>> = {
  received: msg`Order received`,
  progress: msg`In progress`,
  sent: msg`Sent out`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  awaiting: msg`Awaiting confirmation`,
  failed: msg`Failed`,
};

/** The four steps (spec: 1_order … 4_order); cancelled, awaiting and failed orders show no step. */
export const ORDER_STEPS: readonly OrderStage[] = ['received', 'progress', 'sent', 'completed'];

export const stepIndex = (stage: OrderStage): number => ORDER_STEPS.indexOf(stage);
