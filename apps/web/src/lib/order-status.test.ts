import { describe, expect, it } from 'vitest';
import { PRINT_ORDER_STATUS_LABELS, statusLabel } from './order-status';

describe('statusLabel', () => {
  it('names the print and artwork order statuses the shop has', () => {
    expect(statusLabel('pending_payment')).toBe('Awaiting payment');
    expect(statusLabel('in_production')).toBe(PRINT_ORDER_STATUS_LABELS.in_production);
    expect(statusLabel('received')).toBe('Received');
  });

  it('reads a status added later as words rather than a code', () => {
    expect(statusLabel('label_printed')).toBe('Label printed');
    expect(statusLabel('toString')).toBe('ToString');
  });
});
