import { DataRoomRepository } from './persistence/data-room.repository';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeleteDataRoomDocumentHandler } from './commands/delete-data-room-document.handler';
import { OpenDataRoomDocumentHandler } from './commands/open-data-room-document.handler';
import { ReplaceDataRoomDocumentHandler } from './commands/replace-data-room-document.handler';
import { UpdateDataRoomDocumentHandler } from './commands/update-data-room-document.handler';
import { UploadDataRoomDocumentHandler } from './commands/upload-data-room-document.handler';
import { DataRoomAdminController } from './dataroom-admin.controller';
import { DataRoomController } from './dataroom.controller';
import { DataRoomAccessEntity } from './persistence/data-room-access.entity';
import { DataRoomDocumentVersionEntity } from './persistence/data-room-document-version.entity';
import { DataRoomDocumentEntity } from './persistence/data-room-document.entity';
import { GetDataRoomVersionFileHandler } from './queries/get-data-room-version-file.handler';
import { ListDataRoomAccessesHandler } from './queries/list-data-room-accesses.handler';
import { ListDataRoomDocumentsHandler } from './queries/list-data-room-documents.handler';
import { ListDataRoomInvestorsHandler } from './queries/list-data-room-investors.handler';
import { ListInvestorDataRoomHandler } from './queries/list-investor-data-room.handler';

/** The data room: documents for authorised investors, uploaded by staff, every opening recorded. */
@Module({
  imports: [CqrsModule, TypeOrmModule.forFeature([DataRoomDocumentEntity, DataRoomDocumentVersionEntity, DataRoomAccessEntity])],
  controllers: [DataRoomController, DataRoomAdminController],
  providers: [
    DataRoomRepository,
    UploadDataRoomDocumentHandler,
    ReplaceDataRoomDocumentHandler,
    UpdateDataRoomDocumentHandler,
    DeleteDataRoomDocumentHandler,
    OpenDataRoomDocumentHandler,
    ListInvestorDataRoomHandler,
    ListDataRoomDocumentsHandler,
    GetDataRoomVersionFileHandler,
    ListDataRoomAccessesHandler,
    ListDataRoomInvestorsHandler,
  ],
})
export class DataRoomModule {}
