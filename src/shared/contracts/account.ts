import { z } from 'zod';
import {
  EmailSchema,
  NewPasswordSchema,
  optionalPhone,
  optionalText,
  PasswordInputSchema,
  phone,
  requiredText,
  V,
} from './account-validation.ts';
import { IdParamSchema, IdSchema, isoDay, wholeNumber } from './common.ts';

// --- reference data: countries and US states ---------------------------------------------------
export const StateSchema = z.object({ code: z.string(), name: z.string() });
export const CountrySchema = z.object({
  id: z.number().int(),
  code: z.string().describe('ISO 3166-1 alpha-2'),
  name: z.string().describe('In the request language'),
  states: z.array(StateSchema).describe('The states to choose from (the US); empty elsewhere'),
});
export type Country = z.infer<typeof CountrySchema>;
export const CountriesResponseSchema = z.object({ countries: z.array(CountrySchema) });
export type CountriesResponse = z.infer<typeof CountriesResponseSchema>;

/** Spec §9: default country 1 (the United States), default address type 1 (primary). */
export const DEFAULT_COUNTRY_ID = 1;

// --- addresses ---------------------------------------------------------------------------------
export const ADDRESS_TYPES = ['primary', 'billing', 'delivery', 'both'] as const;
export const AddressTypeSchema = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof AddressTypeSchema>;

/** The fields an address must have once any address field is given. */
const REQUIRED_ADDRESS_FIELDS = {
  line1: V.line1Required,
  city: V.cityRequired,
  postalCode: V.postalCodeRequired,
  countryId: V.countryRequired,
} as const;

const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Address fields as a form sends them. Given nothing, each required field answers its own
 * "required" message; given some, the missing ones answer "Please complete all address fields
 * if providing an address" (spec §5). County and state are optional (register form).
 */
export const AddressFieldsSchema = z
  .object({
    line1: optionalText(100),
    line2: optionalText(100),
    line3: optionalText(100),
    city: optionalText(60),
    county: optionalText(60),
    stateCode: optionalText(10),
    postalCode: optionalText(20),
    countryId: z.preprocess((v) => (blank(v) ? null : v), IdSchema.nullable()).default(null),
  })
  .superRefine((a, ctx) => {
    const anyGiven = Object.values(a).some((v) => !blank(v));
    for (const [field, required] of Object.entries(REQUIRED_ADDRESS_FIELDS)) {
      if (blank(a[field as keyof typeof a]))
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: anyGiven ? V.addressIncomplete : required,
        });
    }
  })
  .transform((a) => ({
    line1: a.line1 ?? '',
    line2: a.line2,
    line3: a.line3,
    city: a.city ?? '',
    county: a.county,
    stateCode: a.stateCode,
    postalCode: a.postalCode ?? '',
    countryId: a.countryId ?? 0,
  }));
export type AddressFields = z.infer<typeof AddressFieldsSchema>;

export const AddressBodySchema = z
  .object({ type: AddressTypeSchema.default('both') })
  .and(AddressFieldsSchema);
export type AddressBody = z.infer<typeof AddressBodySchema>;

export const AddressSchema = z.object({
  id: z.number().int(),
  type: AddressTypeSchema,
  line1: z.string(),
  line2: z.string().nullable(),
  line3: z.string().nullable(),
  city: z.string(),
  county: z.string().nullable(),
  stateCode: z.string().nullable(),
  stateName: z.string().nullable(),
  postalCode: z.string(),
  country: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
});
export type Address = z.infer<typeof AddressSchema>;
export const AddressesResponseSchema = z.object({ addresses: z.array(AddressSchema) });
export type AddressesResponse = z.infer<typeof AddressesResponseSchema>;
export const AddressParamsSchema = z.object({ addressId: IdParamSchema });

/** The years a birth date or year of birth may fall in (the spec's customer fields, §3). */
export const BIRTH_YEARS = { min: 1900, max: 2100 } as const;
const BirthDateSchema = isoDay(BIRTH_YEARS.min, BIRTH_YEARS.max, V.invalidDate);

// --- your-details ------------------------------------------------------------------------------
export const CustomerDetailsSchema = z.object({
  id: z.number().int(),
  prefix: z.string().nullable(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  birthDate: z.iso.date().nullable(),
});
export type CustomerDetails = z.infer<typeof CustomerDetailsSchema>;

export const UpdateDetailsBodySchema = z.object({
  prefix: optionalText(20).optional(),
  firstName: requiredText(V.firstNameRequired, 60),
  middleName: optionalText(60).optional(),
  lastName: requiredText(V.lastNameRequired, 60),
  email: EmailSchema.pipe(z.string()),
  phone: phone(V.phoneRequired),
  mobile: optionalPhone().optional(),
  birthDate: z.preprocess((v) => (blank(v) ? null : v), BirthDateSchema.nullable()).optional(),
});
export type UpdateDetailsBody = z.infer<typeof UpdateDetailsBodySchema>;

// --- contact-preferences (also on /register) ---------------------------------------------------
export const CONTACT_PERMISSIONS = ['email', 'post', 'phone', 'sms'] as const;
export const ContactPermissionSchema = z.enum(CONTACT_PERMISSIONS);
export type ContactPermission = z.infer<typeof ContactPermissionSchema>;

export const ContactPreferencesSchema = z.object({
  permissions: z.array(z.object({ code: ContactPermissionSchema, granted: z.boolean() })),
});
export type ContactPreferences = z.infer<typeof ContactPreferencesSchema>;
export const UpdateContactPreferencesBodySchema = z.object({
  granted: z.array(ContactPermissionSchema).max(CONTACT_PERMISSIONS.length),
});
export type UpdateContactPreferencesBody = z.infer<typeof UpdateContactPreferencesBodySchema>;

// --- your-profile ------------------------------------------------------------------------------
export const INTERESTS = [
  'plays',
  'musicals',
  'comedy',
  'family',
  'new-writing',
  'music',
  'classes',
  'behind-the-scenes',
] as const;
export const InterestSchema = z.enum(INTERESTS);
export type Interest = z.infer<typeof InterestSchema>;

export const ProfileSchema = z.object({
  birthYear: z.number().int().nullable(),
  interests: z.array(InterestSchema),
});
export type Profile = z.infer<typeof ProfileSchema>;
export const UpdateProfileBodySchema = z.object({
  birthYear: z.preprocess(
    (v) => (blank(v) ? null : v),
    wholeNumber(BIRTH_YEARS.min, BIRTH_YEARS.max, V.invalidDate).nullable(),
  ),
  interests: z.array(InterestSchema).max(INTERESTS.length),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

// --- update-password ---------------------------------------------------------------------------
export const UpdatePasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: V.currentPasswordRequired })
      .min(1, { error: V.currentPasswordRequired })
      .pipe(PasswordInputSchema),
    newPassword: NewPasswordSchema,
    confirmPassword: z
      .string({ error: V.confirmPasswordRequired })
      .min(1, { error: V.confirmPasswordRequired }),
  })
  .superRefine((body, ctx) => {
    if (body.confirmPassword !== body.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: V.passwordsDoNotMatch });
  });
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBodySchema>;

// --- access ------------------------------------------------------------------------------------
/** Spec §3: group access-requirements (60: "Yes, I have accommodation requests") and 73–79. */
export const ACCESS_REQUIREMENTS_ID = 60;
export const ACCOMMODATION_REQUEST_IDS = [73, 74, 75, 76, 77, 78, 79] as const;

export const ConstituencySchema = z.object({
  id: z.number().int(),
  group: z.enum(['access-requirements', 'accommodation-requests']),
  label: z.string().describe('In the request language'),
});
export type Constituency = z.infer<typeof ConstituencySchema>;

export const AccessSchema = z.object({
  registration: z.object({
    status: z.enum(['applied', 'none']),
    appliedAt: z.iso.datetime().nullable(),
  }),
  hasAccommodationRequests: z.boolean().describe('Constituency 60'),
  accommodationRequests: z.array(z.number().int()).describe('Chosen ids among 73–79'),
  options: z.array(ConstituencySchema),
});
export type Access = z.infer<typeof AccessSchema>;

export const UpdateAccessRequestsBodySchema = z.object({
  hasAccommodationRequests: z.boolean(),
  accommodationRequests: z
    .array(IdSchema)
    .max(ACCOMMODATION_REQUEST_IDS.length)
    .refine((ids) =>
      ids.every((id) => (ACCOMMODATION_REQUEST_IDS as readonly number[]).includes(id)),
    )
    .default([]),
});
export type UpdateAccessRequestsBody = z.infer<typeof UpdateAccessRequestsBodySchema>;

export const AccessCodeBodySchema = z.object({
  code: z
    .string({ error: V.accessCodeRequired })
    .trim()
    .min(1, { error: V.accessCodeRequired })
    .max(40, { error: V.tooLong }),
});
export type AccessCodeBody = z.infer<typeof AccessCodeBodySchema>;

/** Spec §4: applied, removed (benefits removed); invalid is the error ACCESS_CODE_INVALID. */
export const AccessCodeResponseSchema = z.object({
  status: z.enum(['applied', 'removed']),
  access: AccessSchema,
});
export type AccessCodeResponse = z.infer<typeof AccessCodeResponseSchema>;

// --- custom views and record tabs (volunteering, education) ------------------------------------
/** Views and their tabs by API name (spec §2, §7). */
export const CUSTOM_VIEWS = {
  volunteering: ['volunteer-hours', 'volunteer-documents', 'volunteer-interests'],
  education: ['education-forms'],
} as const;
export type CustomViewName = keyof typeof CUSTOM_VIEWS;
export const CustomViewNameSchema = z.enum(['volunteering', 'education']);
export const RecordTabNameSchema = z.enum([
  'volunteer-hours',
  'volunteer-documents',
  'volunteer-interests',
  'education-forms',
]);
export type RecordTabName = z.infer<typeof RecordTabNameSchema>;

export const CustomViewParamsSchema = z.object({ customView: CustomViewNameSchema });
export const RecordTabParamsSchema = z.object({
  customView: CustomViewNameSchema,
  tab: RecordTabNameSchema,
});

export const CustomViewSchema = z.object({
  view: CustomViewNameSchema,
  tabs: z.array(
    z.object({
      tab: RecordTabNameSchema,
      /** Message key of the tab's label. */
      labelKey: z.string(),
    }),
  ),
});
export type CustomView = z.infer<typeof CustomViewSchema>;

export const RecordColumnSchema = z.object({
  key: z.string().describe('Field name (spec §3), e.g. volunteerDate'),
  type: z.enum(['date', 'text', 'number']),
  labelKey: z.string().describe('Message key of the column heading'),
});
export const RecordValueSchema = z.union([z.string(), z.number(), z.null()]);
export const RecordTabSchema = z.object({
  view: CustomViewNameSchema,
  tab: RecordTabNameSchema,
  columns: z.array(RecordColumnSchema),
  rows: z.array(z.record(z.string(), RecordValueSchema)),
  /** Sums shown under the table; volunteer-hours has volunteerHours ("Total hours"). */
  totals: z.array(z.object({ key: z.string(), labelKey: z.string(), value: z.number() })),
});
export type RecordTab = z.infer<typeof RecordTabSchema>;

/** Message keys of tabs, columns and totals, for the web (and the dead-key check). */
export const RECORD_LABEL_KEYS = {
  tabs: {
    'volunteer-hours': 'account.records.tabs.volunteerHours',
    'volunteer-documents': 'account.records.tabs.volunteerDocuments',
    'volunteer-interests': 'account.records.tabs.volunteerInterests',
    'education-forms': 'account.records.tabs.educationForms',
  },
  columns: {
    volunteerDate: 'account.records.columns.volunteerDate',
    volunteerProject: 'account.records.columns.volunteerProject',
    volunteerActivity: 'account.records.columns.volunteerActivity',
    volunteerHours: 'account.records.columns.volunteerHours',
    applicationDate: 'account.records.columns.applicationDate',
    waiverDate: 'account.records.columns.waiverDate',
    screenClearanceDate: 'account.records.columns.screenClearanceDate',
    interest: 'account.records.columns.interest',
    questionGroup: 'account.records.columns.questionGroup',
    questionName: 'account.records.columns.questionName',
    answer: 'account.records.columns.answer',
  },
  totals: { volunteerHours: 'account.records.totalHours' },
} as const;

// --- households --------------------------------------------------------------------------------
export const HouseholdSchema = z.object({
  household: z
    .object({
      id: z.number().int(),
      name: z.string(),
      members: z.array(
        z.object({
          customerId: z.number().int(),
          firstName: z.string(),
          lastName: z.string(),
          primary: z.boolean().describe('The household’s primary member'),
          you: z.boolean(),
        }),
      ),
    })
    .nullable(),
});
export type Household = z.infer<typeof HouseholdSchema>;
