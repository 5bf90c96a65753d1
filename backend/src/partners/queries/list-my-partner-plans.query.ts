/** The signed-in investor's plans with their payment reference (Mi Garage). */
export class ListMyPartnerPlansQuery {
  constructor(readonly investorId: string) {}
}
