import { Injectable } from '@nestjs/common';
import type { DataRoomAccessKind, DataRoomVisibility } from '@cdm/contracts';
import type { DataRoomFileType } from '@cdm/domain';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { TransactionalRepository } from '../../platform/database';
import { DataRoomAccessEntity } from './data-room-access.entity';
import { DataRoomDocumentVersionEntity } from './data-room-document-version.entity';
import { DataRoomDocumentEntity } from './data-room-document.entity';

export type StaffDocumentRow = {
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

export type VersionRow = {
  id: string;
  document_id: string;
  number: number;
  content_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_at: Date;
  uploaded_by_name: string;
};

export type ListingRow = {
  id: string;
  title: string;
  folder: string;
  description: string;
  visibility: DataRoomVisibility;
  watermark: boolean;
  number: number;
  content_type: DataRoomFileType;
  size_bytes: number;
  uploaded_at: Date;
};

export type AccessRow = {
  id: string;
  investor_id: string;
  document_id: string;
  title: string;
  folder: string;
  deleted: boolean;
  number: number;
  kind: DataRoomAccessKind;
  ip: string;
  at: Date;
};

export type InvestorActivityRow = { investor_id: string; document_count: number; access_count: number; last_access_at: Date };

export type VersionFileRow = { title: string; number: number; content_type: DataRoomFileType; size_bytes: number };

/** The SQL of the data room: documents with their versions and accesses (never the bytes, unless asked for). */
@Injectable()
export class DataRoomRepository extends TransactionalRepository {
  get source(): DataSource {
    return this.dataSource;
  }

  /** The document, on show or deleted. */
  findDocument(id: string): Promise<DataRoomDocumentEntity | null> {
    return this.dataSource.getRepository(DataRoomDocumentEntity).findOneBy({ id });
  }

  findLiveDocument(id: string): Promise<DataRoomDocumentEntity | null> {
    return this.dataSource.getRepository(DataRoomDocumentEntity).findOneBy({ id, deletedAt: IsNull() });
  }

  currentVersion(documentId: string): Promise<DataRoomDocumentVersionEntity | null> {
    return this.dataSource.getRepository(DataRoomDocumentVersionEntity).findOne({ where: { documentId }, order: { number: 'DESC' } });
  }

  /** One version with its bytes (`id`), or a document's current one (`documentId`). */
  versionWithBytes(where: { id: string } | { documentId: string }): Promise<DataRoomDocumentVersionEntity | null> {
    return this.dataSource
      .getRepository(DataRoomDocumentVersionEntity)
      .createQueryBuilder('version')
      .addSelect('version.bytes')
      .where(where)
      .orderBy('version.number', 'DESC')
      .getOne();
  }

  async recordAccess(access: Omit<DataRoomAccessEntity, 'id'>): Promise<void> {
    await this.dataSource.getRepository(DataRoomAccessEntity).insert(access);
  }

  /** Folders of the documents on show, except one document's own (when it is the one being edited). */
  async liveFolders(exceptDocumentId: string | null, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows = await manager.query<Array<{ folder: string }>>(
      'SELECT DISTINCT folder FROM dataroom_documents WHERE deleted_at IS NULL AND ($1::uuid IS NULL OR id <> $1)',
      [exceptDocumentId],
    );
    return rows.map((row) => row.folder);
  }

  /** The document on show, locked for the rest of the transaction (so two replacements number their versions one after the other). */
  lockLiveDocument(id: string, manager: EntityManager): Promise<DataRoomDocumentEntity | null> {
    return manager.getRepository(DataRoomDocumentEntity).findOne({ where: { id, deletedAt: IsNull() }, lock: { mode: 'pessimistic_write' } });
  }

  /** The documents on show with their access counts, by folder and title. */
  staffDocuments(): Promise<StaffDocumentRow[]> {
    return this.dataSource.query(
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
  }

  /** Every version of the documents, newest first, without its bytes. */
  async versionsOf(documentIds: string[]): Promise<VersionRow[]> {
    if (documentIds.length === 0) return [];
    return this.dataSource.query(
      `SELECT id, document_id, number, content_type, size_bytes, sha256, uploaded_at, uploaded_by_name
         FROM dataroom_document_versions WHERE document_id = ANY($1::uuid[]) ORDER BY document_id, number DESC`,
      [documentIds],
    );
  }

  /** The current version of each document on show; never the bytes. */
  investorListing(): Promise<ListingRow[]> {
    return this.dataSource.query(
      `SELECT d.id, d.title, d.folder, d.description, d.visibility, d.watermark, v.number, v.content_type, v.size_bytes, v.uploaded_at
         FROM dataroom_documents d
         JOIN LATERAL (
           SELECT number, content_type, size_bytes, uploaded_at FROM dataroom_document_versions
            WHERE document_id = d.id ORDER BY number DESC LIMIT 1
         ) v ON true
        WHERE d.deleted_at IS NULL
        ORDER BY d.folder, d.title, d.id`,
    );
  }

  /** One page of the openings, newest first, of one document and/or one investor. */
  async accessesPage(
    filter: { documentId?: string; investorId?: string },
    page: number,
    pageSize: number,
  ): Promise<{ rows: AccessRow[]; total: number }> {
    const where = '($1::uuid IS NULL OR a.document_id = $1) AND ($2::uuid IS NULL OR a.investor_id = $2)';
    const parameters = [filter.documentId ?? null, filter.investorId ?? null];
    const rows = await this.dataSource.query<AccessRow[]>(
      `SELECT a.id, a.investor_id, a.document_id, d.title, d.folder, d.deleted_at IS NOT NULL AS deleted, v.number, a.kind, a.ip, a.at
         FROM dataroom_accesses a
         JOIN dataroom_documents d ON d.id = a.document_id
         JOIN dataroom_document_versions v ON v.id = a.version_id
        WHERE ${where}
        ORDER BY a.at DESC, a.id
        LIMIT $3 OFFSET $4`,
      [...parameters, pageSize, (page - 1) * pageSize],
    );
    const [{ total }] = await this.dataSource.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM dataroom_accesses a WHERE ${where}`, parameters);
    return { rows, total };
  }

  /** One page of the investors who opened anything, the most recent first. */
  async investorActivityPage(page: number, pageSize: number): Promise<{ rows: InvestorActivityRow[]; total: number }> {
    const rows = await this.dataSource.query<InvestorActivityRow[]>(
      `SELECT investor_id, count(DISTINCT document_id)::int AS document_count, count(*)::int AS access_count, max(at) AS last_access_at
         FROM dataroom_accesses GROUP BY investor_id
        ORDER BY last_access_at DESC, investor_id
        LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize],
    );
    const [{ total }] = await this.dataSource.query<Array<{ total: number }>>('SELECT count(DISTINCT investor_id)::int AS total FROM dataroom_accesses');
    return { rows, total };
  }

  /** A version of a document on show whose bytes are still kept. */
  async versionFile(documentId: string, versionId: string): Promise<VersionFileRow | null> {
    const [row] = await this.dataSource.query<VersionFileRow[]>(
      `SELECT d.title, v.number, v.content_type, v.size_bytes
         FROM dataroom_document_versions v JOIN dataroom_documents d ON d.id = v.document_id
        WHERE v.id = $1 AND v.document_id = $2 AND d.deleted_at IS NULL AND v.bytes IS NOT NULL`,
      [versionId, documentId],
    );
    return row ?? null;
  }
}
