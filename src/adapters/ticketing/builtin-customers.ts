import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { accessCodeMatches, normalizeAccessCode } from '../../domain/accounts/access-code.ts';
import {
  LOCK_AFTER_FAILURES,
  LOCK_MEMORY_SECONDS,
  LOCK_WINDOWS_SECONDS,
} from '../../domain/accounts/lockout.ts';
import { AppError } from '../../domain/app-error.ts';
import type { Clock } from '../../domain/ports/clock.ts';
import type {
  CustomerAccounts,
  CustomerCredentials,
} from '../../domain/ports/customer-accounts.ts';
import {
  ACCESS_REQUIREMENTS_ID,
  type Access,
  type AccessCodeResponse,
  type Address,
  type AddressBody,
  CONTACT_PERMISSIONS,
  type ContactPermission,
  type ContactPreferences,
  type CountriesResponse,
  type CustomerDetails,
  type CustomViewName,
  type Household,
  type Interest,
  type Profile,
  RECORD_LABEL_KEYS,
  type RecordTab,
  type RecordTabName,
  type UpdateAccessRequestsBody,
  type UpdateContactPreferencesBody,
  type UpdateDetailsBody,
  type UpdateProfileBody,
} from '../../shared/contracts/account.ts';
import type { RegisterBody, SessionCustomer } from '../../shared/contracts/auth.ts';
import { isLocale, type Locale } from '../../shared/locales.ts';
import { localize } from '../../shared/localized-text.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import * as s from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CustomerRow = typeof s.customers.$inferSelect;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

function credentials(row: CustomerRow): CustomerCredentials {
  return {
    id: row.id,
    firstName: row.firstName,
    email: row.email,
    passwordHash: row.passwordHash,
    lockedUntil: row.lockedUntil,
    locale: isLocale(row.locale) ? row.locale : 'en-US',
  };
}

const byEmail = (email: string) => sql`lower(${s.customers.email}) = ${normalizeEmail(email)}`;

/** Columns of each record tab, in order (spec §3 field names). */
const TAB_COLUMNS: Record<
  RecordTabName,
  [key: keyof typeof RECORD_LABEL_KEYS.columns, type: 'date' | 'text' | 'number'][]
> = {
  'volunteer-hours': [
    ['volunteerDate', 'date'],
    ['volunteerProject', 'text'],
    ['volunteerActivity', 'text'],
    ['volunteerHours', 'number'],
  ],
  'volunteer-documents': [
    ['applicationDate', 'date'],
    ['waiverDate', 'date'],
    ['screenClearanceDate', 'date'],
  ],
  'volunteer-interests': [['interest', 'text']],
  'education-forms': [
    ['questionGroup', 'text'],
    ['questionName', 'text'],
    ['answer', 'text'],
  ],
};

/**
 * Customers on the built-in engine. Every query of a customer's records is bounded by the
 * customer id it is given, so another customer's record is simply not found.
 */
export class BuiltinCustomers implements CustomerAccounts {
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.db = db;
    this.clock = clock;
  }

  // --- credentials and sign-in ---------------------------------------------------------------

  async findCredentials(email: string): Promise<CustomerCredentials | null> {
    const [row] = await this.db.select().from(s.customers).where(byEmail(email)).limit(1);
    return row ? credentials(row) : null;
  }

  async credentialsOf(customerId: number): Promise<CustomerCredentials | null> {
    const row = await this.row(customerId);
    return row ? credentials(row) : null;
  }

  /** While a lock runs, in SQL. */
  private lockRuns(now: SQL) {
    const c = s.customers;
    return sql`(${c.lockedUntil} IS NOT NULL AND ${c.lockedUntil} > ${now})`;
  }

  /** One statement, so parallel attempts cannot lose a count. */
  async countPasswordAttempt(customerId: number): Promise<{ attempts: number; locked: boolean }> {
    const c = s.customers;
    const now = sql`${this.clock.now().toISOString()}::timestamptz`;
    const [row] = await this.db
      .update(c)
      .set({
        failedLogins: sql`CASE WHEN ${this.lockRuns(now)} THEN ${c.failedLogins}
          ELSE LEAST(${c.failedLogins} + 1, 1000) END`,
      })
      .where(eq(c.id, customerId))
      .returning({ attempts: c.failedLogins, locked: sql<boolean>`${this.lockRuns(now)}` });
    return { attempts: row?.attempts ?? 0, locked: Boolean(row?.locked) };
  }

  /**
   * The rule of domain/accounts/lockout.ts in one statement, so parallel wrong passwords cannot
   * lock twice: while a lock runs nothing changes; once LOCK_AFTER_FAILURES attempts in a row
   * have failed, the account locks for the next window (past locks count while the last one
   * ended less than LOCK_MEMORY_SECONDS ago) and the count starts again.
   */
  async lockAfterWrongPassword(customerId: number): Promise<{ lockedUntil: Date | null }> {
    const c = s.customers;
    const now = sql`${this.clock.now().toISOString()}::timestamptz`;
    const locks = sql`(NOT ${this.lockRuns(now)} AND ${c.failedLogins} >= ${LOCK_AFTER_FAILURES})`;
    const remembered = sql`(CASE WHEN ${c.lockedUntil} > ${now} - make_interval(secs => ${LOCK_MEMORY_SECONDS})
      THEN ${c.lockouts} ELSE 0 END)`;
    const windows = sql.raw(`(ARRAY[${LOCK_WINDOWS_SECONDS.map((w) => Math.trunc(w)).join(',')}])`);
    const window = sql`${windows}[LEAST(${remembered} + 1, ${LOCK_WINDOWS_SECONDS.length})]`;
    const [row] = await this.db
      .update(c)
      .set({
        failedLogins: sql`CASE WHEN ${locks} THEN 0 ELSE ${c.failedLogins} END`,
        lockouts: sql`CASE WHEN ${locks} THEN ${remembered} + 1 ELSE ${c.lockouts} END`,
        lockedAt: sql`CASE WHEN ${locks} THEN ${now} ELSE ${c.lockedAt} END`,
        lockedUntil: sql`CASE WHEN ${locks} THEN ${now} + make_interval(secs => ${window})
          ELSE ${c.lockedUntil} END`,
      })
      .where(eq(c.id, customerId))
      .returning({ lockedUntil: c.lockedUntil });
    return { lockedUntil: row?.lockedUntil ?? null };
  }

  async recordSignIn(customerId: number, locale: Locale): Promise<void> {
    await this.db
      .update(s.customers)
      .set({ failedLogins: 0, lockouts: 0, locale })
      .where(eq(s.customers.id, customerId));
  }

  async setPasswordHash(customerId: number, passwordHash: string): Promise<void> {
    await this.db
      .update(s.customers)
      .set({
        passwordHash,
        failedLogins: 0,
        lockouts: 0,
        lockedUntil: null,
        updatedAt: this.clock.now(),
      })
      .where(eq(s.customers.id, customerId));
  }

  async register(
    body: Omit<RegisterBody, 'password' | 'confirmPassword' | 'captchaToken' | 'acceptTerms'>,
    passwordHash: string,
    locale: Locale,
  ): Promise<SessionCustomer> {
    const now = this.clock.now();
    try {
      const id = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(s.customers)
          .values({
            firstName: body.firstName,
            lastName: body.lastName,
            email: normalizeEmail(body.email),
            phone: body.phone,
            passwordHash,
            contactPermissions: [...new Set(body.contactPermissions)],
            locale,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: s.customers.id });
        if (!row) throw new Error('customer insert returned nothing');
        await this.checkCountry(tx, body.address.countryId);
        await tx
          .insert(s.addresses)
          .values({ ...body.address, customerId: row.id, type: 'primary', createdAt: now });
        return row.id;
      });
      const customer = await this.sessionCustomer(id);
      if (!customer) throw new Error('registered customer not found');
      return customer;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('REGISTER_FAILED');
      throw error;
    }
  }

  async sessionCustomer(customerId: number): Promise<SessionCustomer | null> {
    const [row] = await this.db
      .select({
        id: s.customers.id,
        firstName: s.customers.firstName,
        lastName: s.customers.lastName,
        email: s.customers.email,
        accessCode: s.customers.accessCode,
        householdId: s.householdMembers.householdId,
      })
      .from(s.customers)
      .leftJoin(s.householdMembers, eq(s.householdMembers.customerId, s.customers.id))
      .where(eq(s.customers.id, customerId))
      .limit(1);
    if (!row) return null;
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      accessRegistered: row.accessCode !== null,
      inHousehold: row.householdId !== null,
    };
  }

  // --- your-details --------------------------------------------------------------------------

  async getDetails(customerId: number): Promise<CustomerDetails> {
    const row = await this.mustRow(customerId);
    return {
      id: row.id,
      prefix: row.prefix,
      firstName: row.firstName,
      middleName: row.middleName,
      lastName: row.lastName,
      email: row.email,
      phone: row.phone,
      mobile: row.mobile,
      birthDate: row.birthDate,
    };
  }

  async updateDetails(customerId: number, body: UpdateDetailsBody): Promise<CustomerDetails> {
    const current = await this.mustRow(customerId);
    // A name change drops an access registration issued to the old name (spec §5).
    const renamed =
      current.accessCode !== null &&
      !accessCodeMatches(
        { firstName: current.firstName, lastName: current.lastName },
        { firstName: body.firstName, lastName: body.lastName },
      );
    try {
      await this.db
        .update(s.customers)
        .set({
          firstName: body.firstName,
          lastName: body.lastName,
          email: normalizeEmail(body.email),
          phone: body.phone,
          ...(body.prefix !== undefined ? { prefix: body.prefix } : {}),
          ...(body.middleName !== undefined ? { middleName: body.middleName } : {}),
          ...(body.mobile !== undefined ? { mobile: body.mobile } : {}),
          ...(body.birthDate !== undefined ? { birthDate: body.birthDate } : {}),
          ...(renamed ? { accessCode: null, accessAppliedAt: null } : {}),
          updatedAt: this.clock.now(),
        })
        .where(eq(s.customers.id, customerId));
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('EMAIL_IN_USE', { fields: { email: 'errors.EMAIL_IN_USE' } });
      throw error;
    }
    return this.getDetails(customerId);
  }

  // --- countries and addresses ---------------------------------------------------------------

  async listCountries(locale: Locale): Promise<CountriesResponse> {
    const [rows, states] = await Promise.all([
      this.db.select().from(s.countries),
      this.db.select().from(s.countryStates).orderBy(asc(s.countryStates.name)),
    ]);
    const collator = new Intl.Collator(locale === 'ht' ? 'fr' : locale);
    const countries = rows
      .map((row) => ({
        id: row.id,
        code: row.code,
        name: localize(row.name, locale),
        sortOrder: row.sortOrder,
        states: states
          .filter((st) => st.countryId === row.id)
          .map((st) => ({ code: st.code, name: st.name })),
      }))
      .sort((a, b) => a.sortOrder - b.sortOrder || collator.compare(a.name, b.name))
      .map(({ sortOrder: _sortOrder, ...country }) => country);
    return { countries };
  }

  async listAddresses(customerId: number, locale: Locale): Promise<Address[]> {
    return this.addressViews(this.db, customerId, locale);
  }

  async addAddress(customerId: number, body: AddressBody, locale: Locale): Promise<Address> {
    const id = await this.db.transaction(async (tx) => {
      await this.checkCountry(tx, body.countryId, body.stateCode);
      if (body.type === 'primary') await this.demotePrimary(tx, customerId);
      const [row] = await tx
        .insert(s.addresses)
        .values({ ...this.addressValues(body), customerId, createdAt: this.clock.now() })
        .returning({ id: s.addresses.id });
      if (!row) throw new Error('address insert returned nothing');
      return row.id;
    });
    return this.addressView(customerId, id, locale);
  }

  async updateAddress(
    customerId: number,
    addressId: number,
    body: AddressBody,
    locale: Locale,
  ): Promise<Address> {
    await this.db.transaction(async (tx) => {
      const existing = await this.ownAddress(tx, customerId, addressId);
      await this.checkCountry(tx, body.countryId, body.stateCode);
      // The primary address stays primary: another address takes the role by becoming primary.
      const type = existing.type === 'primary' ? 'primary' : body.type;
      if (type === 'primary' && existing.type !== 'primary')
        await this.demotePrimary(tx, customerId);
      await tx
        .update(s.addresses)
        .set({ ...this.addressValues(body), type })
        .where(and(eq(s.addresses.id, addressId), eq(s.addresses.customerId, customerId)));
    });
    return this.addressView(customerId, addressId, locale);
  }

  async deleteAddress(customerId: number, addressId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const existing = await this.ownAddress(tx, customerId, addressId);
      if (existing.type === 'primary') throw new AppError('PRIMARY_ADDRESS_NOT_DELETABLE');
      await tx
        .delete(s.addresses)
        .where(and(eq(s.addresses.id, addressId), eq(s.addresses.customerId, customerId)));
    });
  }

  // --- preferences and profile ---------------------------------------------------------------

  async getContactPreferences(customerId: number): Promise<ContactPreferences> {
    const row = await this.mustRow(customerId);
    const granted = new Set(row.contactPermissions);
    return {
      permissions: CONTACT_PERMISSIONS.map((code) => ({ code, granted: granted.has(code) })),
    };
  }

  async updateContactPreferences(
    customerId: number,
    body: UpdateContactPreferencesBody,
  ): Promise<ContactPreferences> {
    const granted: ContactPermission[] = CONTACT_PERMISSIONS.filter((c) =>
      body.granted.includes(c),
    );
    await this.db
      .update(s.customers)
      .set({ contactPermissions: granted, updatedAt: this.clock.now() })
      .where(eq(s.customers.id, customerId));
    return this.getContactPreferences(customerId);
  }

  async getProfile(customerId: number): Promise<Profile> {
    const row = await this.mustRow(customerId);
    return { birthYear: row.birthYear, interests: row.interests as Interest[] };
  }

  async updateProfile(customerId: number, body: UpdateProfileBody): Promise<Profile> {
    await this.db
      .update(s.customers)
      .set({
        birthYear: body.birthYear,
        interests: [...new Set(body.interests)],
        updatedAt: this.clock.now(),
      })
      .where(eq(s.customers.id, customerId));
    return this.getProfile(customerId);
  }

  // --- access --------------------------------------------------------------------------------

  async getAccess(customerId: number, locale: Locale): Promise<Access> {
    const [row, options, chosen] = await Promise.all([
      this.mustRow(customerId),
      this.db.select().from(s.constituencies).orderBy(asc(s.constituencies.sortOrder)),
      this.db
        .select({ id: s.customerConstituencies.constituencyId })
        .from(s.customerConstituencies)
        .where(eq(s.customerConstituencies.customerId, customerId)),
    ]);
    const ids = new Set(chosen.map((c) => c.id));
    return {
      registration: {
        status: row.accessCode ? 'applied' : 'none',
        appliedAt: row.accessCode ? (row.accessAppliedAt?.toISOString() ?? null) : null,
      },
      hasAccommodationRequests: ids.has(ACCESS_REQUIREMENTS_ID),
      accommodationRequests: options
        .filter((o) => o.group === 'accommodation-requests' && ids.has(o.id))
        .map((o) => o.id),
      options: options.map((o) => ({ id: o.id, group: o.group, label: localize(o.label, locale) })),
    };
  }

  async updateAccessRequests(
    customerId: number,
    body: UpdateAccessRequestsBody,
    locale: Locale,
  ): Promise<Access> {
    const ids = body.hasAccommodationRequests
      ? [ACCESS_REQUIREMENTS_ID, ...new Set(body.accommodationRequests)]
      : [];
    await this.db.transaction(async (tx) => {
      await tx
        .delete(s.customerConstituencies)
        .where(eq(s.customerConstituencies.customerId, customerId));
      if (ids.length > 0)
        await tx
          .insert(s.customerConstituencies)
          .values(ids.map((constituencyId) => ({ customerId, constituencyId })));
    });
    return this.getAccess(customerId, locale);
  }

  async applyAccessCode(
    customerId: number,
    code: string,
    locale: Locale,
  ): Promise<AccessCodeResponse> {
    const customer = await this.mustRow(customerId);
    const [issued] = await this.db
      .select()
      .from(s.accessRegistrationCodes)
      .where(eq(s.accessRegistrationCodes.code, normalizeAccessCode(code)))
      .limit(1);
    if (!issued || !accessCodeMatches(issued, customer))
      throw new AppError('ACCESS_CODE_INVALID', { fields: { code: 'errors.ACCESS_CODE_INVALID' } });
    await this.db
      .update(s.customers)
      .set({ accessCode: issued.code, accessAppliedAt: this.clock.now() })
      .where(eq(s.customers.id, customerId));
    return { status: 'applied', access: await this.getAccess(customerId, locale) };
  }

  async removeAccessCode(customerId: number, locale: Locale): Promise<AccessCodeResponse> {
    await this.db
      .update(s.customers)
      .set({ accessCode: null, accessAppliedAt: null })
      .where(eq(s.customers.id, customerId));
    return { status: 'removed', access: await this.getAccess(customerId, locale) };
  }

  // --- record tabs ---------------------------------------------------------------------------

  async getRecordTab(
    customerId: number,
    view: CustomViewName,
    tab: RecordTabName,
  ): Promise<RecordTab> {
    const rows = await this.tabRows(customerId, tab);
    const columns = TAB_COLUMNS[tab].map(([key, type]) => ({
      key,
      type,
      labelKey: RECORD_LABEL_KEYS.columns[key],
    }));
    const totals =
      tab === 'volunteer-hours'
        ? [
            {
              key: 'volunteerHours',
              labelKey: RECORD_LABEL_KEYS.totals.volunteerHours,
              // Summed in hundredths: numeric(6,2) values, no float drift in the total.
              value:
                rows.reduce((sum, r) => sum + Math.round(Number(r.volunteerHours) * 100), 0) / 100,
            },
          ]
        : [];
    return { view, tab, columns, rows, totals };
  }

  private async tabRows(
    customerId: number,
    tab: RecordTabName,
  ): Promise<Record<string, string | number | null>[]> {
    switch (tab) {
      case 'volunteer-hours':
        return this.db
          .select({
            volunteerDate: s.volunteerHours.volunteerDate,
            volunteerProject: s.volunteerHours.volunteerProject,
            volunteerActivity: s.volunteerHours.volunteerActivity,
            volunteerHours: s.volunteerHours.volunteerHours,
          })
          .from(s.volunteerHours)
          .where(eq(s.volunteerHours.customerId, customerId))
          .orderBy(asc(s.volunteerHours.volunteerDate), asc(s.volunteerHours.id));
      case 'volunteer-documents':
        return this.db
          .select({
            applicationDate: s.volunteerDocuments.applicationDate,
            waiverDate: s.volunteerDocuments.waiverDate,
            screenClearanceDate: s.volunteerDocuments.screenClearanceDate,
          })
          .from(s.volunteerDocuments)
          .where(eq(s.volunteerDocuments.customerId, customerId))
          .orderBy(asc(s.volunteerDocuments.id));
      case 'volunteer-interests':
        return this.db
          .select({ interest: s.volunteerInterests.interest })
          .from(s.volunteerInterests)
          .where(eq(s.volunteerInterests.customerId, customerId))
          .orderBy(asc(s.volunteerInterests.id));
      case 'education-forms':
        return this.db
          .select({
            questionGroup: s.educationFormResponses.questionGroup,
            questionName: s.educationFormResponses.questionName,
            answer: s.educationFormResponses.answer,
          })
          .from(s.educationFormResponses)
          .where(eq(s.educationFormResponses.customerId, customerId))
          .orderBy(
            asc(s.educationFormResponses.questionGroup),
            asc(s.educationFormResponses.sortOrder),
          );
    }
  }

  // --- households ----------------------------------------------------------------------------

  async getHousehold(customerId: number): Promise<Household> {
    const [membership] = await this.db
      .select({ householdId: s.householdMembers.householdId, name: s.households.name })
      .from(s.householdMembers)
      .innerJoin(s.households, eq(s.households.id, s.householdMembers.householdId))
      .where(eq(s.householdMembers.customerId, customerId))
      .limit(1);
    if (!membership) return { household: null };
    const members = await this.db
      .select({
        customerId: s.customers.id,
        firstName: s.customers.firstName,
        lastName: s.customers.lastName,
        primary: s.householdMembers.isPrimary,
      })
      .from(s.householdMembers)
      .innerJoin(s.customers, eq(s.customers.id, s.householdMembers.customerId))
      .where(eq(s.householdMembers.householdId, membership.householdId))
      .orderBy(sql`${s.householdMembers.isPrimary} DESC`, asc(s.customers.firstName));
    return {
      household: {
        id: membership.householdId,
        name: membership.name,
        members: members.map((m) => ({ ...m, you: m.customerId === customerId })),
      },
    };
  }

  // --- helpers -------------------------------------------------------------------------------

  private async row(customerId: number): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .select()
      .from(s.customers)
      .where(eq(s.customers.id, customerId))
      .limit(1);
    return row;
  }

  private async mustRow(customerId: number): Promise<CustomerRow> {
    const row = await this.row(customerId);
    if (!row) throw new AppError('SIGN_IN_REQUIRED');
    return row;
  }

  private addressValues(body: AddressBody) {
    return {
      type: body.type,
      line1: body.line1,
      line2: body.line2,
      line3: body.line3,
      city: body.city,
      county: body.county,
      stateCode: body.stateCode,
      postalCode: body.postalCode,
      countryId: body.countryId,
    };
  }

  /** Countries and states come from data: an unknown one is a field error, not a 500. */
  private async checkCountry(
    tx: Tx | Db,
    countryId: number,
    stateCode?: string | null,
  ): Promise<void> {
    const [country] = await tx
      .select({ id: s.countries.id })
      .from(s.countries)
      .where(eq(s.countries.id, countryId));
    if (!country)
      throw new AppError('VALIDATION_FAILED', {
        fields: { countryId: 'account.validation.countryRequired' },
      });
    if (!stateCode) return;
    const states = await tx
      .select({ code: s.countryStates.code })
      .from(s.countryStates)
      .where(eq(s.countryStates.countryId, countryId));
    if (states.length > 0 && !states.some((st) => st.code === stateCode))
      throw new AppError('VALIDATION_FAILED', {
        fields: { stateCode: 'account.validation.stateRequired' },
      });
  }

  private async demotePrimary(tx: Tx, customerId: number): Promise<void> {
    await tx
      .update(s.addresses)
      .set({ type: 'both' })
      .where(and(eq(s.addresses.customerId, customerId), eq(s.addresses.type, 'primary')));
  }

  private async ownAddress(tx: Tx, customerId: number, addressId: number) {
    const [row] = await tx
      .select({ id: s.addresses.id, type: s.addresses.type })
      .from(s.addresses)
      .where(and(eq(s.addresses.id, addressId), eq(s.addresses.customerId, customerId)))
      .for('update');
    if (!row) throw new AppError('ADDRESS_NOT_FOUND');
    return row;
  }

  private async addressView(customerId: number, addressId: number, locale: Locale) {
    const [address] = await this.addressViews(this.db, customerId, locale, addressId);
    if (!address) throw new AppError('ADDRESS_NOT_FOUND');
    return address;
  }

  private async addressViews(
    db: Db | Tx,
    customerId: number,
    locale: Locale,
    addressId?: number,
  ): Promise<Address[]> {
    const rows = await db
      .select({
        address: s.addresses,
        country: { id: s.countries.id, code: s.countries.code, name: s.countries.name },
        stateName: s.countryStates.name,
      })
      .from(s.addresses)
      .innerJoin(s.countries, eq(s.countries.id, s.addresses.countryId))
      .leftJoin(
        s.countryStates,
        and(
          eq(s.countryStates.countryId, s.addresses.countryId),
          eq(s.countryStates.code, s.addresses.stateCode),
        ),
      )
      .where(
        and(
          eq(s.addresses.customerId, customerId),
          addressId === undefined ? undefined : eq(s.addresses.id, addressId),
        ),
      )
      .orderBy(sql`${s.addresses.type} = 'primary' DESC`, asc(s.addresses.id));
    return rows.map(({ address: a, country, stateName }) => ({
      id: a.id,
      type: a.type,
      line1: a.line1,
      line2: a.line2,
      line3: a.line3,
      city: a.city,
      county: a.county,
      stateCode: a.stateCode,
      stateName: stateName ?? null,
      postalCode: a.postalCode,
      country: { id: country.id, code: country.code, name: localize(country.name, locale) },
    }));
  }
}
