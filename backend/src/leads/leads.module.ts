import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SetInformationRequestProcessedHandler } from './commands/set-information-request-processed.handler';
import { SubmitInformationRequestHandler } from './commands/submit-information-request.handler';
import { CompleteBookingFieldsHandler } from './commands/complete-booking-fields.handler';
import { ConfirmPresentationBookingHandler } from './commands/confirm-presentation-booking.handler';
import { OpenBookingPaymentHandler } from './commands/open-booking-payment.handler';
import { RecordBookingPaymentHandler } from './commands/record-booking-payment.handler';
import { RefundPresentationBookingHandler } from './commands/refund-presentation-booking.handler';
import { SyncPendingBookingsHandler } from './commands/sync-pending-bookings.handler';
import { SyncPendingBookingsCron } from './jobs/sync-pending-bookings.cron';
import { DeleteLetterSubmissionHandler } from './commands/delete-letter-submission.handler';
import { DownloadLetterIdDocumentHandler } from './commands/download-letter-id-document.handler';
import { RecordLetterConfirmationDeliveredHandler } from './commands/record-letter-confirmation-delivered.handler';
import { SubmitLetterOfIntentHandler } from './commands/submit-letter-of-intent.handler';
import { LetterSubmissionsSpecAdminController, LettersAdminController } from './letters-admin.controller';
import { LettersController } from './letters.controller';
import { LetterIdDocumentEntity } from './persistence/letter-id-document.entity';
import { LetterOfIntentTextEntity } from './persistence/letter-of-intent-text.entity';
import { LetterSubmissionEntity } from './persistence/letter-submission.entity';
import { GetLetterSubmissionHandler } from './queries/get-letter-submission.handler';
import { ListLetterSubmissionsHandler } from './queries/list-letter-submissions.handler';
import { LeadsAdminController } from './leads-admin.controller';
import { RecordBookingPaymentListener } from './listeners/record-booking-payment.listener';
import { PresentationBookingsAdminController } from './presentation-bookings-admin.controller';
import { PresentationBookingsController } from './presentation-bookings.controller';
import { PresentationBookingEntity } from './persistence/presentation-booking.entity';
import { GetPresentationBookingHandler } from './queries/get-presentation-booking.handler';
import { GetPresentationBookingAdminItemHandler } from './queries/get-presentation-booking-admin-item.handler';
import { ListPresentationBookingsHandler } from './queries/list-presentation-bookings.handler';
import { InformationRequestRepository } from './persistence/information-request.repository';
import { LetterSubmissionRepository } from './persistence/letter-submission.repository';
import { PresentationBookingRepository } from './persistence/presentation-booking.repository';
import { LeadsController } from './leads.controller';
import { InformationRequestEntity } from './persistence/information-request.entity';
import { GetInformationRequestHandler } from './queries/get-information-request.handler';
import { ListInformationRequestsHandler } from './queries/list-information-requests.handler';
import { LeadRecordsRepository } from './persistence/lead-records.repository';
import { ListLeadRecordsHandler } from './queries/list-lead-records.handler';

@Module({
  imports: [
    CqrsModule,
    TypeOrmModule.forFeature([InformationRequestEntity, PresentationBookingEntity]),
    TypeOrmModule.forFeature([LetterSubmissionEntity, LetterIdDocumentEntity, LetterOfIntentTextEntity]),
  ],
  controllers: [
    LeadsController,
    LeadsAdminController,
    PresentationBookingsController,
    PresentationBookingsAdminController,
    LettersController,
    LettersAdminController,
    LetterSubmissionsSpecAdminController,
  ],
  providers: [
    InformationRequestRepository,
    PresentationBookingRepository,
    LetterSubmissionRepository,
    LeadRecordsRepository,
    ListLeadRecordsHandler,
    SubmitInformationRequestHandler,
    SetInformationRequestProcessedHandler,
    GetInformationRequestHandler,
    ListInformationRequestsHandler,
    // Presentation bookings
    OpenBookingPaymentHandler,
    CompleteBookingFieldsHandler,
    ConfirmPresentationBookingHandler,
    RecordBookingPaymentHandler,
    RefundPresentationBookingHandler,
    SyncPendingBookingsHandler,
    ListPresentationBookingsHandler,
    GetPresentationBookingAdminItemHandler,
    GetPresentationBookingHandler,
    RecordBookingPaymentListener,
    SyncPendingBookingsCron,
    // Letters of intent
    SubmitLetterOfIntentHandler,
    RecordLetterConfirmationDeliveredHandler,
    DeleteLetterSubmissionHandler,
    DownloadLetterIdDocumentHandler,
    GetLetterSubmissionHandler,
    ListLetterSubmissionsHandler,
  ],
})
export class LeadsModule {}
