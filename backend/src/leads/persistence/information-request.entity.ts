import type { Attribution } from '@cdm/domain';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'information_requests' })
export class InformationRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'full_name', type: 'text' })
  fullName!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ name: 'email_normalized', type: 'text' })
  emailNormalized!: string;

  @Column({ type: 'text' })
  phone!: string;

  @Column({ name: 'city_state', type: 'text', default: '' })
  cityState!: string;

  @Column({ name: 'interest_type', type: 'text' })
  interestType!: string;

  @Column({ name: 'products_of_interest', type: 'text', array: true })
  productsOfInterest!: string[];

  @Column({ name: 'how_heard_about', type: 'text', default: '' })
  howHeardAbout!: string;

  @Column({ name: 'utm_source', type: 'text', nullable: true })
  utmSource!: string | null;

  @Column({ name: 'utm_medium', type: 'text', nullable: true })
  utmMedium!: string | null;

  @Column({ name: 'utm_campaign', type: 'text', nullable: true })
  utmCampaign!: string | null;

  @Column({ name: 'utm_term', type: 'text', nullable: true })
  utmTerm!: string | null;

  @Column({ name: 'utm_content', type: 'text', nullable: true })
  utmContent!: string | null;

  @Column({ name: 'referrer_page', type: 'text', nullable: true })
  referrerPage!: string | null;

  // How the person arrived, as the browser sent it (first and last touch; issue 31).
  @Column({ type: 'jsonb', nullable: true })
  attribution!: Attribution | null;

  @Column({ type: 'boolean', default: false })
  processed!: boolean;

  @Column({ name: 'submitted_at', type: 'timestamptz' })
  submittedAt!: Date;
}
