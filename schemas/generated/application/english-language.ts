// Generated from schemas/application/english-language.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export type Other = "Other";
export type IAmANationalOfAMajorityEnglishSpeakingCountry = "I am a national of a majority English-speaking country";
export type IHaveADegreeThatWasTaughtInEnglish = "I have a degree that was taught in English";
export type MyEnglishCanBeAssessedBasedOnMyPreviousAcademicQualification =
  "My English can be assessed based on my previous academic qualification";
export type IWillTakeTheUniversitySOwnEnglishTest = "I will take the university's own English test";
export type OtherIDonTKnow = "Other/I don't know";
export type GCSEEnglishLanguage = "GCSE English Language";
export type IGCSEEnglishAsAFirstLanguage = "IGCSE English as a First Language";
export type IGCSEEnglishAsASecondLanguage = "IGCSE English as a Second Language";
export type InternationalBaccalaureateEnglishA = "International Baccalaureate English A";
export type InternationalBaccalaureateEnglishB = "International Baccalaureate English B";
export type ALevelEnglishLanguageOrLiterature = "A level English Language or Literature";
export type SecondarySchoolEnglishCBSEISCOrStateBoard = "Secondary school English (CBSE, ISC or state board)";
export type WAECOrNECOEnglishLanguage = "WAEC or NECO English Language";
export type DegreeTaughtInEnglish = "Degree taught in English";
export type OtherEnglishQualification = "Other English qualification";

export interface ApplicationEnglishLanguage {
  hasEnglishTest?: unknown;
  englishTest?: {
    type?: unknown | Other;
    typeOther?: string;
    referenceNo?: string;
    score?: string;
    date?: unknown;
    validUntil?: unknown;
  };
  englishTestDocument?: unknown;
  reasonNotReqd?: (
    | IAmANationalOfAMajorityEnglishSpeakingCountry
    | IHaveADegreeThatWasTaughtInEnglish
    | MyEnglishCanBeAssessedBasedOnMyPreviousAcademicQualification
    | IWillTakeTheUniversitySOwnEnglishTest
    | OtherIDonTKnow
  ) &
    string;
  englishQualification?: (
    | GCSEEnglishLanguage
    | IGCSEEnglishAsAFirstLanguage
    | IGCSEEnglishAsASecondLanguage
    | InternationalBaccalaureateEnglishA
    | InternationalBaccalaureateEnglishB
    | ALevelEnglishLanguageOrLiterature
    | SecondarySchoolEnglishCBSEISCOrStateBoard
    | WAECOrNECOEnglishLanguage
    | DegreeTaughtInEnglish
    | OtherEnglishQualification
  ) &
    string;
  reasonNotReqdOther?: unknown;
}
