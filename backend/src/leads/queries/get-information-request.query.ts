export class GetInformationRequestQuery {
  constructor(readonly informationRequestId: string) {}
}

/** What other contexts may read of an information request. */
export type InformationRequestView = {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  cityState: string;
  interestType: string;
  productsOfInterest: string[];
  howHeardAbout: string;
  submittedAt: Date;
};
