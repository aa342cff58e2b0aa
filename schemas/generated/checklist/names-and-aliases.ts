// Generated from schemas/checklist/names-and-aliases.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistNamesAndAliases {
  familyName?: string;
  givenName?: string;
  middleName?: string;
  hasOtherNames?: unknown;
  /**
   * @maxItems 10
   */
  otherNames?:
    | []
    | [
        {
          familyName?: string;
          givenName?: string;
        }
      ]
    | [
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        }
      ]
    | [
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        }
      ]
    | [
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        }
      ]
    | [
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        }
      ]
    | [
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        }
      ]
    | [
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        }
      ]
    | [
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        }
      ]
    | [
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        }
      ]
    | [
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        },
        {
          familyName?: string;
          givenName?: string;
        }
      ];
}
