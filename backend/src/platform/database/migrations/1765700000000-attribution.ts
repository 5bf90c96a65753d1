import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How a person arrived (issue 31): the first and last touch the browser kept, sent with the four
 * public forms, stored as given (the DTO bounds every value) beside the record each form makes. The
 * information request keeps its utm_* columns (a client written from the spec may send them); its
 * one-call write (migration 1765200000000) takes the attribution as one more argument.
 */
export class Attribution1765700000000 implements MigrationInterface {
  name = 'Attribution1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['information_requests', 'presentation_bookings', 'letter_submissions', 'investor_applications']) {
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN attribution jsonb`);
    }
    await queryRunner.query('DROP FUNCTION cdm_submit_information_request');
    await queryRunner.query(
      `CREATE FUNCTION cdm_submit_information_request(
         p_id uuid, p_mailbox text, p_since timestamptz,
         p_full_name text, p_email text, p_email_normalized text, p_phone text, p_city_state text,
         p_interest_type text, p_products_of_interest text[], p_how_heard_about text,
         p_utm_source text, p_utm_medium text, p_utm_campaign text, p_utm_term text, p_utm_content text,
         p_referrer_page text, p_submitted_at timestamptz,
         p_outbox_type text, p_outbox_payload jsonb, p_queue_prefix text, p_attribution jsonb)
       RETURNS TABLE (id uuid, submitted_at timestamptz, is_repeat boolean)
       LANGUAGE plpgsql VOLATILE AS $$
       BEGIN
         PERFORM pg_advisory_xact_lock(hashtext('information-request:' || p_mailbox));
         RETURN QUERY
           SELECT request.id, request.submitted_at, true FROM information_requests request
           WHERE request.email_mailbox = p_mailbox AND request.submitted_at > p_since
           ORDER BY request.submitted_at DESC LIMIT 1;
         IF FOUND THEN
           RETURN;
         END IF;
         INSERT INTO information_requests (id, full_name, email, email_normalized, phone, city_state, interest_type,
           products_of_interest, how_heard_about, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
           referrer_page, submitted_at, attribution)
         VALUES (p_id, p_full_name, p_email, p_email_normalized, p_phone, p_city_state, p_interest_type,
           p_products_of_interest, p_how_heard_about, p_utm_source, p_utm_medium, p_utm_campaign, p_utm_term,
           p_utm_content, p_referrer_page, p_submitted_at, p_attribution);
         INSERT INTO outbox (type, payload, queue_prefix) VALUES (p_outbox_type, p_outbox_payload, p_queue_prefix);
         RETURN QUERY SELECT p_id, p_submitted_at, false;
       END $$`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION cdm_submit_information_request(uuid, text, timestamptz, text, text, text, text, text, text, text[], text, text, text, text, text, text, text, timestamptz, text, jsonb, text, jsonb)');
    await queryRunner.query(
      `CREATE FUNCTION cdm_submit_information_request(
         p_id uuid, p_mailbox text, p_since timestamptz,
         p_full_name text, p_email text, p_email_normalized text, p_phone text, p_city_state text,
         p_interest_type text, p_products_of_interest text[], p_how_heard_about text,
         p_utm_source text, p_utm_medium text, p_utm_campaign text, p_utm_term text, p_utm_content text,
         p_referrer_page text, p_submitted_at timestamptz,
         p_outbox_type text, p_outbox_payload jsonb, p_queue_prefix text)
       RETURNS TABLE (id uuid, submitted_at timestamptz, is_repeat boolean)
       LANGUAGE plpgsql VOLATILE AS $$
       BEGIN
         PERFORM pg_advisory_xact_lock(hashtext('information-request:' || p_mailbox));
         RETURN QUERY
           SELECT request.id, request.submitted_at, true FROM information_requests request
           WHERE request.email_mailbox = p_mailbox AND request.submitted_at > p_since
           ORDER BY request.submitted_at DESC LIMIT 1;
         IF FOUND THEN
           RETURN;
         END IF;
         INSERT INTO information_requests (id, full_name, email, email_normalized, phone, city_state, interest_type,
           products_of_interest, how_heard_about, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
           referrer_page, submitted_at)
         VALUES (p_id, p_full_name, p_email, p_email_normalized, p_phone, p_city_state, p_interest_type,
           p_products_of_interest, p_how_heard_about, p_utm_source, p_utm_medium, p_utm_campaign, p_utm_term,
           p_utm_content, p_referrer_page, p_submitted_at);
         INSERT INTO outbox (type, payload, queue_prefix) VALUES (p_outbox_type, p_outbox_payload, p_queue_prefix);
         RETURN QUERY SELECT p_id, p_submitted_at, false;
       END $$`,
    );
    for (const table of ['information_requests', 'presentation_bookings', 'letter_submissions', 'investor_applications']) {
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN attribution`);
    }
  }
}
