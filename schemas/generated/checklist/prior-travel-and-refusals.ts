// Generated from schemas/checklist/prior-travel-and-refusals.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ChecklistPriorTravelAndRefusals {
  hasTravelledAbroad?: unknown;
  /**
   * @maxItems 30
   */
  travelHistory?: {
    country?: unknown;
    purpose?: string;
    fromDate?: unknown;
    toDate?: unknown;
  }[];
  hasUKVisaRefusal?: unknown;
  /**
   * @maxItems 20
   */
  ukVisaRefusals?:
    | []
    | [unknown]
    | [unknown, unknown]
    | [unknown, unknown, unknown]
    | [unknown, unknown, unknown, unknown]
    | [unknown, unknown, unknown, unknown, unknown]
    | [unknown, unknown, unknown, unknown, unknown, unknown]
    | [unknown, unknown, unknown, unknown, unknown, unknown, unknown]
    | [unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown]
    | [unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown]
    | [unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown]
    | [unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown]
    | [unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown, unknown]
    | [
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown
      ]
    | [
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown
      ]
    | [
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown
      ]
    | [
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown
      ]
    | [
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown
      ]
    | [
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown
      ]
    | [
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown
      ]
    | [
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown,
        unknown
      ];
  hasNonUKVisaRefusal?: unknown;
  /**
   * @maxItems 20
   */
  nonUkVisaRefusals?:
    | []
    | [
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ]
    | [
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        },
        {
          country?: unknown;
          refusal?: unknown;
        }
      ];
}
