// Where the browser finds each file: investors' routes record every opening; staff's never do.
export const dataRoomPaths = {
  view: (documentId: string) => `/api/data-room/documents/${documentId}/view`,
  download: (documentId: string) => `/api/data-room/documents/${documentId}/download`,
  versionFile: (documentId: string, versionId: string) => `/api/admin/data-room/documents/${documentId}/versions/${versionId}/file`,
};
