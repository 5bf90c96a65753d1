import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DataRoomAdminDocument, DataRoomAdminList, DataRoomVersion, DataRoomVisibility } from '@cdm/contracts';
import { dataRoomPaths } from './data-room-paths';
import { ListDataRoomDocumentsQuery } from './list-data-room-documents.query';

type DocumentRow = {
  id: string;
  title: string;
  folder: string;
  description: string;
  visibility: DataRoomVisibility;
  watermark: boolean;
  created_at: Date;
  updated_at: Date;
  access_count: number;
  investor_count: number;
  last_access_at: Date | null;
};

type VersionRow = {
  id: string;
  document_id: string;
  number: number;
  content_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_at: Date;
  uploaded_by_name: string;
};

@QueryHandler(ListDataRoomDocumentsQuery)
export class ListDataRoomDocumentsHandler implements IQueryHandler<ListDataRoomDocumentsQuery, DataRoomAdminList> {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(): Promise<DataRoomAdminList> {
    const documents: DocumentRow[] = await this.dataSource.query(
      `SELECT d.id, d.title, d.folder, d.description, d.visibility, d.watermark, d.created_at, d.updated_at,
              coalesce(a.access_count, 0)::int AS access_count, coalesce(a.investor_count, 0)::int AS investor_count, a.last_access_at
         FROM dataroom_documents d
         LEFT JOIN (
           SELECT document_id, count(*) AS access_count, count(DISTINCT investor_id) AS investor_count, max(at) AS last_access_at
             FROM dataroom_accesses GROUP BY document_id
         ) a ON a.document_id = d.id
        WHERE d.deleted_at IS NULL
        ORDER BY d.folder, d.title, d.id`,
    );
    // Every version, newest first, without its bytes.
    const versions: VersionRow[] = documents.length
      ? await this.dataSource.query(
          `SELECT id, document_id, number, content_type, size_bytes, sha256, uploaded_at, uploaded_by_name
             FROM dataroom_document_versions WHERE document_id = ANY($1::uuid[]) ORDER BY document_id, number DESC`,
          [documents.map((document) => document.id)],
        )
      : [];
    const byDocument = new Map<string, VersionRow[]>();
    for (const version of versions) byDocument.set(version.document_id, [...(byDocument.get(version.document_id) ?? []), version]);

    return {
      documents: documents.map((row): DataRoomAdminDocument => ({
        id: row.id,
        title: row.title,
        folder: row.folder,
        description: row.description,
        visibility: row.visibility,
        watermark: row.watermark,
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
        versions: (byDocument.get(row.id) ?? []).map(
          (version, index): DataRoomVersion => ({
            id: version.id,
            number: version.number,
            contentType: version.content_type,
            sizeBytes: version.size_bytes,
            sha256: version.sha256,
            uploadedAt: version.uploaded_at.toISOString(),
            uploadedBy: version.uploaded_by_name,
            current: index === 0,
            fileUrl: dataRoomPaths.versionFile(row.id, version.id),
          }),
        ),
        accessCount: row.access_count,
        investorCount: row.investor_count,
        lastAccessAt: row.last_access_at?.toISOString() ?? null,
      })),
      folders: [...new Set(documents.map((document) => document.folder))].sort((a, b) => a.localeCompare(b, 'es-MX')),
    };
  }
}
