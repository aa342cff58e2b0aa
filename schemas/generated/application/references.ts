// Generated from schemas/application/references.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationReferences {
  hasReferee?: unknown;
  /**
   * @minItems 1
   */
  references?: [
    {
      name?: string;
      email?: unknown;
      phone?: unknown;
      relationship?: unknown;
      otherRelationshipDetails?: string;
      organisation?: string;
      occupation?: string;
      yearsKnown?: number;
      addressLine1?: string;
      addressLine2?: string;
      addressLine3?: string;
      city?: string;
      state?: string;
      postcode?: string;
      country?: unknown;
    },
    ...{
      name?: string;
      email?: unknown;
      phone?: unknown;
      relationship?: unknown;
      otherRelationshipDetails?: string;
      organisation?: string;
      occupation?: string;
      yearsKnown?: number;
      addressLine1?: string;
      addressLine2?: string;
      addressLine3?: string;
      city?: string;
      state?: string;
      postcode?: string;
      country?: unknown;
    }[]
  ];
  referenceLetterDocument?: unknown;
}
