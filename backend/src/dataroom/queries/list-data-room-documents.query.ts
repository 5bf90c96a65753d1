/** Staff: every document on show with all its versions and how often it was opened. */
export class ListDataRoomDocumentsQuery {}
