// Generated from schemas/application/representation.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationRepresentation {
  hasRepresentative?: unknown;
  isHelpedByAgent?: unknown;
  isHelpedByFamilyMember?: unknown;
  isHelpedByFriend?: unknown;
  isHelpedBySchoolCounsellor?: unknown;
  isHelpedByTeacher?: unknown;
  isHelpedByStudent?: unknown;
  isHelpedByOther?: unknown;
  familyMemberName?: string;
  friendName?: string;
  schoolCounsellorName?: string;
  teacherName?: string;
  studentName?: string;
  agent?: {
    name?: string;
    agency?: string;
    email?: unknown;
    consent?: unknown;
  };
  otherPresentative?: {
    name?: string;
    relation?: string;
  };
}
