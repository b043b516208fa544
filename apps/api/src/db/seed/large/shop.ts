import { hashFraction, sqlString, uuidOf } from './sql';

// The large shop's shape: its volumes, how its rows are recognised, and the plan one run follows.

export const LARGE_EMAIL_DOMAIN = 'large.example';
/** User ids of the large shop: 'lgu_' + the number, zero-padded. */
export const LARGE_USER_PREFIX = 'lgu_';
export const LARGE_USERS_LIKE = `'lgu\\_%'`;
export const LARGE_EMAILS_LIKE = `'%@${LARGE_EMAIL_DOMAIN}'`;

/** The full-scale volumes; `scale` multiplies them (a test runs at 1/100). */
export const LARGE_SHOP = {
  users: 10_000,
  admins: 3,
  boards: 50_000,
  artworks: 200_000,
  /** 40 % artwork requests (one per board), 35 % canvas prints, 25 % PNG purchases. */
  orders: 100_000,
  contactMessages: 1_500,
  mails: 5_000,
} as const;

export type LargeShopOptions = {
  /** 1 = the full shop; 0.01 = a hundredth of every volume. */
  scale?: number;
  /** Delete an earlier large shop first (else an earlier one is refused). */
  reset?: boolean;
  /** Times are relative to this (default: now). */
  now?: Date;
  log?: (line: string) => void;
};

export type LargeShopCounts = {
  users: number;
  admins: number;
  premiumActive: number;
  premiumCancelling: number;
  boards: number;
  artworks: Record<string, number>;
  orders: Record<string, Record<string, number>>;
  orderEvents: number;
  contactMessages: number;
  mails: Record<string, number>;
};

export class LargeShopExistsError extends Error {
  constructor(users: number) {
    super(
      `The large shop is already in this database (${users} users @${LARGE_EMAIL_DOMAIN}). Run again with --reset to replace it.`,
    );
    this.name = 'LargeShopExistsError';
  }
}

export class EmptyCatalogueError extends Error {
  constructor() {
    super(
      'The catalogue is empty (no products or canvas sizes): seed the normal shop first (npm run db:seed-large does it for you).',
    );
    this.name = 'EmptyCatalogueError';
  }
}

/** The share of the orders that are artwork requests and canvas prints (the rest: PNG purchases). */
const ORDER_SHARE = { artworkRequests: 0.4, canvasPrints: 0.35 } as const;

/** One run's volumes and the SQL expressions every table's rows share. */
export type LargeShopPlan = {
  /** The run's `now` as an SQL timestamptz: every time is relative to it. */
  now: string;
  userCount: number;
  adminCount: number;
  boardCount: number;
  artworkCount: number;
  artworkOrderCount: number;
  canvasOrderCount: number;
  pngOrderCount: number;
  contactMessageCount: number;
  mailCount: number;
  /** Digits of the zero-padded number in a user id and e-mail. */
  idDigits: number;
  /** The id of the user numbered by the SQL expression `userNumber`. */
  userId: (userNumber: string) => string;
  /** The id of the vision board numbered by the SQL expression `boardNumber`. */
  boardId: (boardNumber: string) => string;
  /** A user's sign-up: over the last two years, more of them recently (linearly growing). */
  userCreatedAt: (userNumber: string) => string;
  log: (line: string) => void;
};

export function planLargeShop(opts: LargeShopOptions): LargeShopPlan {
  const scale = opts.scale ?? 1;
  const scaled = (full: number) => Math.max(1, Math.round(full * scale));
  const userCount = scaled(LARGE_SHOP.users);
  const boardCount = scaled(LARGE_SHOP.boards);
  const orderCount = scaled(LARGE_SHOP.orders);
  const artworkOrderCount = Math.min(
    boardCount,
    Math.round(orderCount * ORDER_SHARE.artworkRequests),
  );
  const canvasOrderCount = Math.round(orderCount * ORDER_SHARE.canvasPrints);
  const idDigits = Math.max(5, String(userCount).length);
  const now = `${sqlString((opts.now ?? new Date()).toISOString())}::timestamptz`;
  return {
    now,
    userCount,
    adminCount: Math.min(LARGE_SHOP.admins, userCount),
    boardCount,
    artworkCount: scaled(LARGE_SHOP.artworks),
    artworkOrderCount,
    canvasOrderCount,
    pngOrderCount: orderCount - artworkOrderCount - canvasOrderCount,
    contactMessageCount: scaled(LARGE_SHOP.contactMessages),
    mailCount: scaled(LARGE_SHOP.mails),
    idDigits,
    userId: (userNumber) =>
      `(${sqlString(LARGE_USER_PREFIX)} || lpad((${userNumber})::text, ${idDigits}, '0'))`,
    boardId: (boardNumber) => uuidOf(`'large-board-' || (${boardNumber})`),
    userCreatedAt: (userNumber) =>
      `${now} - interval '730 days' * (1 - sqrt(${hashFraction(userNumber, 41)}))`,
    log: opts.log ?? (() => {}),
  };
}
