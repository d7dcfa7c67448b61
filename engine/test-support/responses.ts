// Test-only builders for complete, valid responses to the committed definitions.

/** PCL-5 answers from an array of 20 ratings (index 0 = pcl1). */
export function pclAnswers(ratings: number[]): Record<string, number> {
  if (ratings.length !== 20) throw new Error('PCL-5 needs 20 ratings');
  return Object.fromEntries(ratings.map((r, i) => [`pcl${i + 1}`, r]));
}

/** 20 ratings of `value`, with overrides by item number (1-based). */
export function pclRatings(value: number, overrides: Record<number, number> = {}): number[] {
  return Array.from({ length: 20 }, (_, i) => overrides[i + 1] ?? value);
}

/** Ratings for `count` items that add up to `total`, filling with the item maximum first. */
export function ratingsWithTotal(total: number, count: number, itemMax: number): number[] {
  if (total > count * itemMax) throw new Error(`total ${total} is above ${count * itemMax}`);
  return Array.from({ length: count }, (_, i) => Math.max(0, Math.min(itemMax, total - i * itemMax)));
}

/** Everything but the scales in a complete initial assessment (all 'no' to risk questions). */
export const initialAssessmentDetails = {
  fullName: 'Alex Morgan',
  dateOfBirth: '1988-04-12',
  email: 'alex@example.com',
  phone: '07700 900123',
  emergencyName: 'Jo Morgan',
  emergencyRelationship: 'Sister',
  emergencyPhone: '07700 900456',
  gpName: 'Dr Patel',
  gpSurgery: 'High Street Surgery, Leeds',
  presentingConcerns: 'Low mood and poor sleep since a change of job.',
  goals: 'Sleep better and feel more like myself.',
  previousSupport: 'no',
  takingMedication: 'no',
  riskSelfHarm: 'no',
  riskHarmOthers: 'no',
  riskSafeguarding: 'no',
  scopeAcknowledged: true,
  confidentialityAcknowledged: true,
  healthDataConsent: true,
  signature: 'Alex Morgan',
};

/** A complete initial assessment with the given PHQ-9 and GAD-7 ratings. */
export function initialAssessment(phq: number[], gad: number[]): Record<string, unknown> {
  return {
    ...initialAssessmentDetails,
    ...Object.fromEntries(phq.map((r, i) => [`phq${i + 1}`, r])),
    ...Object.fromEntries(gad.map((r, i) => [`gad${i + 1}`, r])),
  };
}

const MEDICAL = ['mhThrombosis', 'mhBloodPressure', 'mhHeart', 'mhEpilepsy', 'mhDiabetes', 'mhCancer', 'mhBonesJoints',
  'mhNervousSystem', 'mhRecentOperation', 'mhMigraine', 'mhPregnant', 'mhUnderTreatment'];
export const PREVENTS = ['ciFever', 'ciContagious', 'ciScalpInfection', 'ciHeadNeckInjury', 'ciAlcoholDrugs', 'ciSevereHypertension'];
export const RESTRICTS = ['riCuts', 'riBruising', 'riSunburn', 'riScarTissue', 'riEczemaPsoriasis', 'riLumps'];

/** A complete Indian head consultation from an adult with nothing to declare. */
export function indianHeadClear(): Record<string, unknown> {
  const no = (fields: string[]) => Object.fromEntries(fields.map((f) => [f, 'no']));
  return {
    fullName: 'Priya Shah',
    address: '1 Mill Lane, York',
    phone: '07700 900789',
    dateOfBirth: '1979-09-30',
    under16: 'no',
    emergencyName: 'Raj Shah',
    emergencyRelationship: 'Husband',
    emergencyPhone: '07700 900111',
    gpName: 'Dr Evans',
    gpSurgery: 'Minster Practice, York',
    ...no(MEDICAL),
    ...no(PREVENTS),
    ...no(RESTRICTS),
    takingMedication: 'no',
    stressLevel: 'moderate',
    sleepQuality: 'fair',
    objectives: ['relaxation', 'tension'],
    aftercareAcknowledged: true,
    declarationAccurate: true,
    treatmentConsent: true,
    healthDataConsent: true,
    signature: 'Priya Shah',
  };
}
