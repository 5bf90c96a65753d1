import {
  APPLICATION_STORAGE_KEY,
  clearSavedApplication,
  emptyApplicationValues,
  isApplicationId,
  newApplicationId,
  readSavedApplication,
  saveApplication,
  saveCompletedApplication,
} from './application-storage';

beforeEach(() => window.sessionStorage.clear());

describe('the application kept in sessionStorage', () => {
  it('starts a new application with a fresh v4 id when nothing is saved', () => {
    const application = readSavedApplication();

    expect(application.step).toBe(1);
    expect(application.values).toEqual(emptyApplicationValues(application.values.applicationId));
    expect(isApplicationId(application.values.applicationId)).toBe(true);
    expect(readSavedApplication().values.applicationId).not.toBe(application.values.applicationId);
  });

  it('gives back what was saved, every field of the wizard', () => {
    const values = {
      ...emptyApplicationValues(),
      name: 'Mariana Torres',
      email: 'mariana@example.mx',
      phone: '33 1122 3344',
      instagram: '@mariana',
      investmentRange: '50+' as const,
      productsOfInterest: ['boxes-drift', 'lotes-residenciales'],
      previousExperience: 'Bienes raíces',
      referredBy: 'Luis',
      referralCode: 'CDM-DEMO-SOCIO',
      additionalInfo: 'Nada más',
      acceptTerms: true,
      acceptRisks: false,
    };
    saveApplication({ step: 3, submittedEmail: 'mariana@example.mx', values });

    expect(readSavedApplication()).toEqual({ step: 3, submittedEmail: 'mariana@example.mx', values });
  });

  it('drops values the application does not offer, and starts over on a broken entry', () => {
    const applicationId = newApplicationId();
    window.sessionStorage.setItem(
      APPLICATION_STORAGE_KEY,
      JSON.stringify({ step: 9, values: { applicationId, name: 42, investmentRange: '100+', productsOfInterest: ['patrocinios', 'membresias'], acceptRisks: 'yes' } }),
    );

    expect(readSavedApplication()).toEqual({
      step: 1,
      submittedEmail: null,
      values: { ...emptyApplicationValues(applicationId), productsOfInterest: ['membresias'] },
    });

    window.sessionStorage.setItem(APPLICATION_STORAGE_KEY, '{not json');
    expect(isApplicationId(readSavedApplication().values.applicationId)).toBe(true);
    window.sessionStorage.setItem(APPLICATION_STORAGE_KEY, JSON.stringify({ step: 2, values: { applicationId: 'no-es-uuid', name: 'Ana' } }));
    expect(readSavedApplication()).toMatchObject({ step: 1, values: { name: '' } });
  });

  it('keeps only the id and the finished step once the application is sent, and forgets it on clear', () => {
    const applicationId = newApplicationId();
    saveApplication({
      step: 4,
      submittedEmail: 'mariana@example.mx',
      values: { ...emptyApplicationValues(applicationId), name: 'Mariana Torres', email: 'mariana@example.mx' },
    });

    saveCompletedApplication(applicationId);
    expect(readSavedApplication()).toEqual({ step: 5, submittedEmail: null, values: emptyApplicationValues(applicationId) });

    clearSavedApplication();
    expect(window.sessionStorage.getItem(APPLICATION_STORAGE_KEY)).toBeNull();
  });
});
