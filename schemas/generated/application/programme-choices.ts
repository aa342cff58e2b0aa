// Generated from schemas/application/programme-choices.schema.json by schemas/build/types.ts. Do not edit: change the schema and run npm run schemas:types.
export interface ApplicationProgrammeChoices {
  /**
   * @minItems 1
   * @maxItems 6
   */
  programmeChoices?:
    | [
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        }
      ]
    | [
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        }
      ]
    | [
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        }
      ]
    | [
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        }
      ]
    | [
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        }
      ]
    | [
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        },
        {
          intakeId?: string;
          intendedLevelOfStudy?: unknown;
          mode?: unknown;
          courseName?: string;
          courseId?: string;
          entryPoint?: unknown;
        }
      ];
}
