// What the crash tests' writer and the tests agree on: the university, the import's id and its file.
export const CRASH_TENANT = "northbridge";
export const IMPORT_ID = "00000000-0000-4000-8000-00000000c4a5";
// Three of the import's progress steps (every 250 rows): the kill lands after the first or second,
// and the restarted server has at least one step's rows left to do.
export const IMPORT_ROWS = 750;
/** The rows stored before the writer is killed. */
export const KILLED_AFTER_ROWS = 250;
const HEADER = "studentNo,email,familyName,givenName,dob,intakeId,offerId,nationality,withAgent,agentName,offers_courses_title,offers_courses_start_date,offers_courses_end_date,offers_courses_fee,courseFeePaidToDate,isPSEnglish";
const row = (n: number) => `S${String(n).padStart(7, "0")},crash${n}@import.example,Family${n},Given${n},2005-01-${String((n % 28) + 1).padStart(2, "0")},2027-09,OFF-${n},IND,false,,MSc Data Science,2027-09-20,2028-09-19,21500,0,false`;
export const importedNumber = (n: number) => `S${String(n).padStart(7, "0")}`;
export const importCsv = () => [HEADER, ...Array.from({ length: IMPORT_ROWS }, (_, i) => row(i + 1))].join("\n") + "\n";
