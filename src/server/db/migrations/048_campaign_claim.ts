import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL: a campaign thread's claim of its next contact as one call — first settling the contact it called last
 * (its state, outcome and next attempt as the thread worked them out), then claiming — so the account's lock is held for the
 * claim alone and not for the round trips of a transaction (the threads of an account's runs claim one after
 * another). It answers 'stopped' when the run is no longer running (paused, stopped, another run, disabled), 'full'
 * when the account already calls as many contacts as it may at once, 'none' when no contact is due, else 'claimed'
 * with the contact, now calling and the thread's. SQLite, one writer at a time, claims in a transaction instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create or replace function campaign_claim(p_ac integer, p_campaign integer, p_run integer, p_worker integer, p_max integer, p_now varchar,
      p_settled integer, p_state varchar, p_outcome varchar, p_next_attempt varchar)
    returns table (claim text, claimed_id integer, claimed_phone varchar, claimed_values text, claimed_attempts integer)
    language plpgsql as $$
    declare
      next record;
      calling integer;
    begin
      if p_settled is not null then
        update campaign_contacts cc set state = p_state, outcome = p_outcome, next_attempt_at = p_next_attempt, updated_at = p_now
          where cc.contact_id = p_settled and cc.ac_id = p_ac and cc.state = 'calling';
      end if;
      perform 1 from campaigns c where c.campaign_id = p_campaign and c.ac_id = p_ac and c.status = 'running' and c.run = p_run and c.is_enabled = 1;
      if not found then
        return query select 'stopped'::text, null::integer, null::varchar, null::text, null::integer;
        return;
      end if;
      perform pg_advisory_xact_lock(7031000000 + p_ac);
      select count(*) into calling from campaign_contacts cc where cc.ac_id = p_ac and cc.state = 'calling';
      if calling >= p_max then
        return query select 'full'::text, null::integer, null::varchar, null::text, null::integer;
        return;
      end if;
      select cc.contact_id, cc.phone_number, cc.contact_values, cc.attempts into next from campaign_contacts cc
        where cc.ac_id = p_ac and cc.campaign_id = p_campaign and cc.state = 'pending' and (cc.next_attempt_at is null or cc.next_attempt_at <= p_now)
        order by cc.contact_id limit 1;
      if not found then
        return query select 'none'::text, null::integer, null::varchar, null::text, null::integer;
        return;
      end if;
      update campaign_contacts cc set state = 'calling', worker = p_worker, session_id = null, updated_at = p_now where cc.contact_id = next.contact_id;
      return query select 'claimed'::text, next.contact_id, next.phone_number, next.contact_values, next.attempts;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`drop function if exists campaign_claim(integer, integer, integer, integer, integer, varchar, integer, varchar, varchar, varchar)`.execute(
      db,
    );
}
