import type {
  Access,
  AccessCodeResponse,
  Address,
  AddressBody,
  ContactPreferences,
  CountriesResponse,
  CustomerDetails,
  CustomViewName,
  Household,
  Profile,
  RecordTab,
  RecordTabName,
  UpdateAccessRequestsBody,
  UpdateContactPreferencesBody,
  UpdateDetailsBody,
  UpdateProfileBody,
} from '../../shared/contracts/account.ts';
import type { RegisterBody, SessionCustomer } from '../../shared/contracts/auth.ts';
import type { Locale } from '../../shared/locales.ts';

/** What signing in needs to know about an account; never leaves the server. */
export interface CustomerCredentials {
  id: number;
  firstName: string;
  email: string;
  passwordHash: string | null;
  /** Password sign-in is refused until then (domain/accounts/lockout.ts); null when never locked. */
  lockedUntil: Date | null;
  locale: Locale;
}

/**
 * Customer records as the ticketing CRM keeps them: the account, its credentials and lockout,
 * addresses, preferences, access registration, volunteer and education records, households.
 * The built-in engine keeps them in our database (adapters/ticketing/builtin-customers.ts); an
 * external CRM adapter implements the same port. Every method that takes a `customerId` acts
 * only on that customer's records: a record of another customer is "not found".
 * Sessions and single-use links are the storefront's own (AuthStore), whatever the CRM.
 */
export interface CustomerAccounts {
  /** By e-mail, case-insensitively; null when there is no such account. */
  findCredentials(email: string): Promise<CustomerCredentials | null>;
  credentialsOf(customerId: number): Promise<CustomerCredentials | null>;
  /**
   * Counts a password attempt atomically before it is checked; sign-in runs it beside the hash
   * check, so a wrong password takes no longer than an unknown e-mail, and a sign-in clears the
   * count. Nothing is counted while a lock runs. Answers the attempts in a row, this one included,
   * and whether a lock ran when it was counted (one may have begun since sign-in read the account).
   */
  countPasswordAttempt(customerId: number): Promise<{ attempts: number; locked: boolean }>;
  /**
   * After a wrong password (its attempt counted), by the lockout rule (domain/accounts/lockout.ts):
   * once LOCK_AFTER_FAILURES attempts in a row have failed, locks the account for the next of
   * LOCK_WINDOWS_SECONDS and starts the count again; a running lock is left as it is. Atomic.
   * Answers the lock's end (null or past when not locked).
   */
  lockAfterWrongPassword(customerId: number): Promise<{ lockedUntil: Date | null }>;
  /**
   * A successful sign-in (password or link): clears the count of wrong passwords and of past
   * locks (a running lock still ends by itself), remembers the language.
   */
  recordSignIn(customerId: number, locale: Locale): Promise<void>;
  /** Sets a new password hash; also ends a lock and clears wrong passwords and past locks. */
  setPasswordHash(customerId: number, passwordHash: string): Promise<void>;
  /** Throws AppError REGISTER_FAILED when the e-mail already has an account. */
  register(
    body: Omit<RegisterBody, 'password' | 'confirmPassword' | 'captchaToken' | 'acceptTerms'>,
    passwordHash: string,
    locale: Locale,
  ): Promise<SessionCustomer>;
  sessionCustomer(customerId: number): Promise<SessionCustomer | null>;

  getDetails(customerId: number): Promise<CustomerDetails>;
  /** Throws EMAIL_IN_USE when another account has the new e-mail. */
  updateDetails(customerId: number, body: UpdateDetailsBody): Promise<CustomerDetails>;

  listCountries(locale: Locale): Promise<CountriesResponse>;
  listAddresses(customerId: number, locale: Locale): Promise<Address[]>;
  /** A new primary address makes the old primary a billing-and-delivery address. */
  addAddress(customerId: number, body: AddressBody, locale: Locale): Promise<Address>;
  /** Throws ADDRESS_NOT_FOUND for another customer's address. */
  updateAddress(
    customerId: number,
    addressId: number,
    body: AddressBody,
    locale: Locale,
  ): Promise<Address>;
  /** Throws ADDRESS_NOT_FOUND, or PRIMARY_ADDRESS_NOT_DELETABLE for the primary address. */
  deleteAddress(customerId: number, addressId: number): Promise<void>;

  getContactPreferences(customerId: number): Promise<ContactPreferences>;
  updateContactPreferences(
    customerId: number,
    body: UpdateContactPreferencesBody,
  ): Promise<ContactPreferences>;
  getProfile(customerId: number): Promise<Profile>;
  updateProfile(customerId: number, body: UpdateProfileBody): Promise<Profile>;

  getAccess(customerId: number, locale: Locale): Promise<Access>;
  updateAccessRequests(
    customerId: number,
    body: UpdateAccessRequestsBody,
    locale: Locale,
  ): Promise<Access>;
  /** Throws ACCESS_CODE_INVALID unless the code exists and was issued to the account's name. */
  applyAccessCode(customerId: number, code: string, locale: Locale): Promise<AccessCodeResponse>;
  removeAccessCode(customerId: number, locale: Locale): Promise<AccessCodeResponse>;

  getRecordTab(customerId: number, view: CustomViewName, tab: RecordTabName): Promise<RecordTab>;
  getHousehold(customerId: number): Promise<Household>;
}
