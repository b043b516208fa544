import { hashFraction, inBatches, pickOne, type Execute } from './sql';
import { LARGE_EMAIL_DOMAIN, LARGE_USERS_LIKE, type LargeShopPlan } from './shop';
import { FIRST_NAMES, LAST_NAMES } from './words';

/** Shoppers who are premium now, and who are or ever were (the rest of them: former subscribers). */
const PREMIUM_SHARE = 0.15;
const EVER_PREMIUM_SHARE = 0.18;

/** The users: the first `adminCount` are admins, the others shoppers, 15 % of them premium. */
export async function insertUsers(run: Execute, plan: LargeShopPlan) {
  const { now, userCount, adminCount, idDigits, userId, userCreatedAt, log } = plan;
  log(`users: ${userCount} (${adminCount} admins)`);
  await inBatches(userCount, (first, last) =>
    run(`INSERT INTO users (id, name, email, email_verified, role, is_premium, generations_used,
        generations_limit, allowance_renews_at, created_at, updated_at)
      SELECT ${userId('u')},
        ${pickOne(FIRST_NAMES, 'u', 1)} || ' ' || ${pickOne(LAST_NAMES, 'u', 2)},
        CASE WHEN u <= ${adminCount} THEN 'admin' ELSE 'shopper' END || lpad(u::text, ${idDigits}, '0') || '@${LARGE_EMAIL_DOMAIN}',
        ${hashFraction('u', 3)} < 0.92,
        CASE WHEN u <= ${adminCount} THEN 'admin' ELSE 'user' END,
        premium,
        floor(${hashFraction('u', 4)} * (CASE WHEN premium THEN 101 ELSE 4 END))::int,
        CASE WHEN premium THEN 100 ELSE 3 END,
        ${now} + interval '1 day' * (1 + floor(${hashFraction('u', 5)} * 29)),
        created, created
      FROM (SELECT u, ${userCreatedAt('u')} AS created,
          (u > ${adminCount} AND ${hashFraction('u', 40)} < ${PREMIUM_SHARE}) AS premium
        FROM generate_series(${first}, ${last}) u) s`),
  );
}

/**
 * Premium subscriptions (15 %: stripe, some demo, a few comp; 12 % of them cancelling at the
 * period's end) and former ones (3 %, canceled); a completed plan checkout for each paid one.
 */
export async function insertSubscriptions(run: Execute, plan: LargeShopPlan) {
  const { now, userCount, adminCount, userId, userCreatedAt, log } = plan;
  log('subscriptions and plan checkouts');
  await run(`INSERT INTO subscriptions (user_id, plan_id, provider, stripe_subscription_id,
      stripe_customer_id, status, current_period_end, cancel_at_period_end, paid_through,
      created_at, updated_at)
    SELECT ${userId('u')}, 'premium', provider,
      CASE WHEN provider = 'stripe' THEN 'sub_large_' || u END,
      CASE WHEN provider = 'stripe' THEN 'cus_large_' || u END,
      CASE WHEN active THEN 'active' ELSE 'canceled' END,
      period_end,
      active AND provider <> 'comp' AND ${hashFraction('u', 43)} < 0.12,
      CASE WHEN provider = 'comp' THEN NULL ELSE period_end END,
      started, least(${now}, greatest(started, period_end - interval '30 days'))
    FROM (
      SELECT u, active, provider, started,
        CASE WHEN active THEN ${now} + interval '1 day' * (1 + floor(${hashFraction('u', 44)} * 29))
          ELSE started + (${now} - started) * 0.6 END AS period_end
      FROM (
        SELECT u, ${hashFraction('u', 40)} < ${PREMIUM_SHARE} AS active,
          CASE WHEN ${hashFraction('u', 42)} < 0.85 THEN 'stripe' WHEN ${hashFraction('u', 42)} < 0.97 THEN 'demo'
            ELSE 'comp' END AS provider,
          created + (${now} - created) * ${hashFraction('u', 45)} AS started
        FROM (SELECT u, ${userCreatedAt('u')} AS created FROM generate_series(${adminCount + 1}, ${userCount}) u) g
        WHERE ${hashFraction('u', 40)} < ${EVER_PREMIUM_SHARE}
      ) s
    ) t`);
  await run(`INSERT INTO checkout_sessions (user_id, plan_id, provider, stripe_session_id, status,
      created_at, completed_at)
    SELECT user_id, plan_id, provider,
      CASE WHEN provider = 'stripe' THEN 'cs_large_' || user_id END,
      'completed', created_at - interval '3 minutes', created_at
    FROM subscriptions WHERE user_id LIKE ${LARGE_USERS_LIKE} AND provider IN ('stripe', 'demo')`);
}
