// Generated from schemas/checklist/travellers-and-dependants.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export type HusbandWifeOrPartner = "Partner";
export type Child = "Child";

export interface ChecklistTravellersAndDependants {
  hasDependants?: unknown;
  spouseTravelling?: unknown;
  numberOfChildren?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
  /**
   * @maxItems 11
   */
  dependants?:
    | []
    | [
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        }
      ]
    | [
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        }
      ]
    | [
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        }
      ]
    | [
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        }
      ]
    | [
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        }
      ]
    | [
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        }
      ]
    | [
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        }
      ]
    | [
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        }
      ]
    | [
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        }
      ]
    | [
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        }
      ]
    | [
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        },
        {
          relationship?: (HusbandWifeOrPartner | Child) & string;
          givenName?: string;
          familyName?: string;
          dob?: unknown;
        }
      ];
  travellingWithOthers?: unknown;
  otherTravellersDetails?: unknown;
}
