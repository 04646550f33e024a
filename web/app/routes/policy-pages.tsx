/**
 * The pages a business needs (for the Bangladesh market): the privacy policy and the terms of
 * service the footer's Legal column links to, and the contact page. The privacy policy describes
 * what Thanda really stores (worker/db/schema.ts, docs/architecture.md); change it when that
 * changes.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useLocation } from '@/lib/router';
import { HOLD_MINUTES, HOLDS_IN_ROW, PROTECT_HOURS } from '@shared/domain';
import { formatNumber } from '@/lib/format';
import { feePercent as deploymentFeePercent } from '@/lib/settings';
import { anchorOf } from '@/app/scroll-restoration';

export const SUPPORT_EMAIL = 'support@thanda.com.bd';

const linkClass = 'font-medium text-brand-700 underline';

/**
 * Opens at the top (the footer that links here sits at the bottom of the previous page), or at the
 * anchor of a link such as /contact#deleted-account, which the screen renders after the browser
 * looked for it.
 */
function useScrollOnOpen() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = anchorOf(hash);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

/** One page: a single h1, then readable sections at a phone's width. */
function PolicyPage({
  title,
  updated,
  children,
}: {
  title: React.ReactNode;
  /** "Last updated: …", changed with the page's rules. */
  updated?: React.ReactNode;
  children: React.ReactNode;
}) {
  useScrollOnOpen();
  return (
    <article className="container-page py-10">
      <div className="mx-auto max-w-prose text-slate-700">
        <h1 className="text-3xl font-bold text-slate-800">{title}</h1>
        {updated && <p className="mt-2 text-sm text-slate-500">{updated}</p>}
        <div className="mt-6 flex flex-col gap-8">{children}</div>
      </div>
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: React.ReactNode; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 space-y-3 leading-relaxed">
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

function List({ children }: { children: React.ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">{children}</ul>;
}

function MailLink() {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} break-all`}>
      {SUPPORT_EMAIL}
    </a>
  );
}

export function PrivacyPage() {
  return (
    <PolicyPage title={<Trans>Privacy Policy</Trans>} updated={<Trans>Last updated: 26 November 2026</Trans>}>
      <p className="leading-relaxed">
        <Trans>
          Thanda is a marketplace where people in Bangladesh buy and sell second-hand air conditioners, coolers and
          other cooling appliances. This policy explains what Thanda keeps about you, why, who can see it, and what you
          can ask us to do with it. We keep only what the marketplace needs in order to work.
        </Trans>
      </p>

      <Section id="data-we-keep" title={<Trans>What we keep and why</Trans>}>
        <List>
          <li>
            <Trans>
              <strong>Your account:</strong> your name, your e-mail address, whether you signed up as a buyer or a
              seller, the identifier Google Firebase gives your sign-in, whether your e-mail address is verified and,
              for sellers, the verified-seller badge. We need them to let you sign in, to show your name on your
              listings and bookings, and to let only verified sellers publish. We never see your password: Firebase
              checks it.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your listings:</strong> the photo, product name, original and resale price, category, condition,
              year of purchase, location, contact phone number and description you enter, with the date of publishing
              and whether the listing is advertised or sold. They are kept to be shown to buyers.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your bookings:</strong> when you book a product, the phone number and meeting location you give,
              the product and the date. They are passed to the seller so that the two of you can meet.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your wish list:</strong> the products you saved and whether you bought them.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your conversations:</strong> the messages you exchange with a buyer or a seller about a listing,
              when each was sent and read, and whether either of you blocked the other. They are kept so that both of
              you can read them later, also after the listing is sold.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Reports, reviews and verification:</strong> the reports you send about a listing, a conversation
              or a person, with their reason and outcome; the reviews you write after a purchase, and a seller's reply;
              for a seller who asks to be verified, the phone number confirmed with a code and the note sent with the
              request. An admin's decisions on them (hiding, suspending, verifying) are recorded with the admin's name.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Payments:</strong> for each online payment, the payment gateway's transaction reference, the
              amount and currency, the booking it paid for, and whether it succeeded or was refunded (and why); for a
              sale paid in person, that the seller recorded it. Your card or mobile banking details never reach Thanda:
              you enter them in the payment gateway's own form (Stripe, or SSLCOMMERZ for bKash, Nagad and cards), and
              only the gateway handles them.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Uploaded photos:</strong> the photos you upload, with a note of who uploaded each one, so that a
              listing can only show its own seller's photo. Unused photos are deleted: an upload that no listing uses
              within a day, and a listing's photo once nothing shows it any more.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Technical logs:</strong> for each request to our server, the time, the kind of request, the result
              and how long it took, so that we can keep the service running and find faults. The logs contain no
              passwords, no sign-in tokens and no personal data such as e-mail addresses or phone numbers. To stop
              abuse, requests are also counted per account (or per internet address before sign-in) for one minute.
            </Trans>
          </li>
        </List>
      </Section>

      <Section id="cookies" title={<Trans>Cookies and your browser</Trans>}>
        <List>
          <li>
            <Trans>
              The <code>lang</code> cookie remembers the language you chose, English or Bangla, for one year. It holds
              nothing else.
            </Trans>
          </li>
          <li>
            <Trans>
              When you sign in, Google Firebase keeps your sign-in session in your browser so that you stay signed in,
              and Thanda keeps there a short-lived access key that lasts 15 minutes. Both are removed when you sign out.
            </Trans>
          </li>
          <li>
            <Trans>
              Thanda uses no advertising or tracking cookies. On the payment page, the payment gateway's card form may
              set its own cookies to prevent fraud.
            </Trans>
          </li>
        </List>
      </Section>

      <Section id="who-sees-what" title={<Trans>Who sees what</Trans>}>
        <List>
          <li>
            <Trans>
              Everyone, signed in or not, sees your listings with your name as the seller, the e-mail address that
              identifies your seller page, the contact phone number and the location you gave.
            </Trans>
          </li>
          <li>
            <Trans>
              When you book a product, its seller sees your name, your e-mail address, and the phone number and meeting
              location you gave in the booking.
            </Trans>
          </li>
          <li>
            <Trans>
              Thanda's admins see the lists of buyers and sellers (names and e-mail addresses) and refunded payments, so
              that they can verify sellers, deal with complaints and remove accounts that break the rules.
            </Trans>
          </li>
          <li>
            <Trans>
              Your conversations are read only by the two of you. When one of you reports a conversation, Thanda's
              admins can read it until they have dealt with the report. Admins read reports; they never write in a
              conversation.
            </Trans>
          </li>
          <li>
            <Trans>We do not sell your data and do not share it with advertisers.</Trans>
          </li>
        </List>
      </Section>

      <Section id="processors" title={<Trans>Who processes data for us</Trans>}>
        <List>
          <li>
            <Trans>
              <strong>Cloudflare</strong> hosts the website and our server, and stores our database and the uploaded
              photos.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Google Firebase</strong> handles sign-up and sign-in, with your e-mail and password or your Google
              account.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>The payment gateway</strong> (Stripe, or SSLCOMMERZ for bKash, Nagad and cards) takes online
              payments and makes refunds.
            </Trans>
          </li>
        </List>
        <p>
          <Trans>
            They process data only to provide these services to Thanda. Their servers may be outside Bangladesh.
          </Trans>
        </p>
      </Section>

      <Section id="how-long" title={<Trans>How long we keep it</Trans>}>
        <List>
          <li>
            <Trans>Your account and your wish list: as long as the account exists.</Trans>
          </li>
          <li>
            <Trans>
              Listings: shown until they are sold or deleted. After that they leave the public lists, and their record
              stays with the bookings and payments that refer to them.
            </Trans>
          </li>
          <li>
            <Trans>
              Bookings and payments: kept after the sale, because the buyer and the seller rely on them. Payment records
              are kept for as long as the law requires for bookkeeping.
            </Trans>
          </li>
          <li>
            <Trans>Photos: deleted once no listing shows them.</Trans>
          </li>
          <li>
            <Trans>Technical logs: a short time, only as long as they help us keep the service running.</Trans>
          </li>
        </List>
      </Section>

      <Section id="your-rights" title={<Trans>A copy of your data, or its deletion</Trans>}>
        <p>
          <Trans>
            You can edit or delete your own listings and remove items from your wish list in your dashboard at any time.
          </Trans>
        </p>
        <p>
          <Trans>
            To ask for a copy of the data we hold about you, or for your account to be deleted, write to us as the{' '}
            <Link to="/contact" className={linkClass}>
              contact page
            </Link>{' '}
            explains, from your account's e-mail address. We may ask you to confirm that the account is yours.
          </Trans>
        </p>
        <p>
          <Trans>
            Accounts are deleted by an admin. A deleted account can no longer sign in, and its listings leave every
            list. Records of the bookings and payments it took part in are kept, because the other party relies on them
            and the law requires payment records to be kept for bookkeeping.
          </Trans>
        </p>
      </Section>

      <Section id="security" title={<Trans>Keeping your data safe</Trans>}>
        <p>
          <Trans>
            Connections to Thanda are encrypted (HTTPS). Every request is checked against your account, and each person
            sees only their own bookings, orders and wish list. No system is perfectly safe: keep your password to
            yourself and sign out on shared devices.
          </Trans>
        </p>
      </Section>

      <Section id="law" title={<Trans>Children, the law and changes</Trans>}>
        <p>
          <Trans>Thanda is meant for adults. If you are under 18, use it only with a parent or guardian.</Trans>
        </p>
        <p>
          <Trans>
            We handle personal data in line with the laws of Bangladesh on digital security and data protection. When
            this policy changes, the date at the top changes with it, and important changes are announced on the site.
          </Trans>
        </p>
        <p>
          <Trans>
            Questions about this policy: write to <MailLink />.
          </Trans>
        </p>
      </Section>
    </PolicyPage>
  );
}

export function TermsPage() {
  const holdMinutes = formatNumber(HOLD_MINUTES);
  const holdsInRow = formatNumber(HOLDS_IN_ROW);
  const protectHours = formatNumber(PROTECT_HOURS);
  const feePercent = formatNumber(deploymentFeePercent());
  return (
    <PolicyPage title={<Trans>Terms of Service</Trans>} updated={<Trans>Last updated: 6 December 2026</Trans>}>
      <p className="leading-relaxed">
        <Trans>
          These terms are the rules for using Thanda, a website where people in Bangladesh buy and sell second-hand air
          conditioners, coolers and other cooling appliances. By using Thanda you accept them; if you do not, please do
          not use the site.
        </Trans>
      </p>

      <Section id="who-may-use" title={<Trans>Who may use Thanda</Trans>}>
        <List>
          <li>
            <Trans>You must be at least 18 years old, or use Thanda with the permission of a parent or guardian.</Trans>
          </li>
          <li>
            <Trans>
              Your account must be in your own name, with an e-mail address you control. You are responsible for what is
              done with it, so keep your password secret.
            </Trans>
          </li>
        </List>
      </Section>

      <Section id="accounts" title={<Trans>Accounts and verification</Trans>}>
        <List>
          <li>
            <Trans>
              You sign up as a buyer or as a seller, with your e-mail and a password or with your Google account.
            </Trans>
          </li>
          <li>
            <Trans>
              Sellers must verify their e-mail address before they can publish, edit or advertise a listing.
            </Trans>
          </li>
          <li>
            <Trans>
              The verified-seller badge means that an admin has checked the seller's account. It is not a guarantee of
              any product.
            </Trans>
          </li>
          <li>
            <Trans>Give true information about yourself and keep it up to date.</Trans>
          </li>
        </List>
      </Section>

      <Section id="listing-rules" title={<Trans>Rules for listings</Trans>}>
        <List>
          <li>
            <Trans>
              List only second-hand air conditioners, coolers and other cooling appliances that you own and are free to
              sell.
            </Trans>
          </li>
          <li>
            <Trans>
              Describe each unit honestly: its real condition, the year you bought it, any fault you know of, and the
              price you will actually accept.
            </Trans>
          </li>
          <li>
            <Trans>
              The photo must show your own unit. Photos taken from the internet, a catalogue or another unit are not
              allowed.
            </Trans>
          </li>
          <li>
            <Trans>
              No stolen goods, nothing you are not allowed to sell, and nothing the law of Bangladesh prohibits.
            </Trans>
          </li>
          <li>
            <Trans>
              One listing per unit. Do not post the same unit twice, and mark it sold or delete it as soon as it is sold
              elsewhere.
            </Trans>
          </li>
          <li>
            <Trans>Give a contact phone number that is yours and that you answer.</Trans>
          </li>
        </List>
      </Section>

      <Section id="buyer-rules" title={<Trans>Rules for buyers</Trans>}>
        <List>
          <li>
            <Trans>
              A booking is a request to the seller, not a purchase: it gives the seller your phone number and meeting
              location so that you can arrange to see the unit.
            </Trans>
          </li>
          <li>
            <Trans>Meet in a safe public place, in daylight if you can, and consider taking someone with you.</Trans>
          </li>
          <li>
            <Trans>
              Inspect the unit and check that it works before you pay in person. Never pay for a unit you have not seen.
            </Trans>
          </li>
          <li>
            <Trans>Book only what you mean to buy, and tell the seller if you change your mind.</Trans>
          </li>
        </List>
      </Section>

      <Section id="payments" title={<Trans>Payments</Trans>}>
        <List>
          <li>
            <Trans>
              You may pay for a booking online (by card, or with bKash or Nagad where Thanda uses SSLCOMMERZ). Starting
              an online payment holds the product for you for {holdMinutes} minutes, so that nobody else can buy it
              meanwhile.
            </Trans>
          </li>
          <li>
            <Trans>
              If a hold ends without a payment, you can hold the product again {holdMinutes} minutes later. After{' '}
              {holdsInRow} holds in a row without paying, you can hold it again a day after the last one ended, so that
              other buyers get a turn.
            </Trans>
          </li>
          <li>
            <Trans>
              You may also pay the seller in person when you meet. The seller then records the sale to you, which marks
              the product sold; pay in person only after you have seen the unit working.
            </Trans>
          </li>
          <li>
            <Trans>
              If a payment arrives for a product that is no longer available, it is refunded in full, and your orders
              show it as refunded.
            </Trans>
          </li>
          <li>
            <Trans>
              Card and mobile banking details are handled by the payment gateway (Stripe or SSLCOMMERZ); Thanda never
              sees them.
            </Trans>
          </li>
          <li>
            <Trans>
              Thanda never asks you for an advance payment outside the site, by mobile banking, bank transfer or in any
              other way. If anyone asks you for one, do not pay, and report them to us through the{' '}
              <Link to="/contact#scam-report" className={linkClass}>
                contact page
              </Link>
              .
            </Trans>
          </li>
        </List>
      </Section>

      <Section id="thanda-protect" title={<Trans>Thanda Protect</Trans>}>
        <List>
          <li>
            <Trans>
              A payment made online is held by Thanda, not paid to the seller, until the buyer confirms in My Orders
              that the unit was received, is installed and cools.
            </Trans>
          </li>
          <li>
            <Trans>
              The seller marks the unit handed over when you meet. The buyer may report a problem (a dispute), with a
              reason and photos, before confirming and at the latest {protectHours} hours after the hand-over. With no
              dispute, the money is released to the seller {protectHours} hours after the hand-over.
            </Trans>
          </li>
          <li>
            <Trans>
              An admin decides each dispute after looking at both sides, the conversation and the listing: the money
              goes to the seller, or back to the buyer in full or in part. Both people see the decision and why. A
              listing refunded in full can be sold again.
            </Trans>
          </li>
          <li>
            <Trans>
              Thanda's fee is {feePercent}% of the price, paid by the seller out of the money released to them; the
              buyer pays the listed price and nothing more.
            </Trans>
          </li>
          <li>
            <Trans>
              Thanda pays sellers what it owes them by bKash, Nagad or bank transfer. Sellers see what is held, owed and
              paid out under My money.
            </Trans>
          </li>
          <li>
            <Trans>A sale paid in person at the meet-up is not protected by Thanda.</Trans>
          </li>
        </List>
      </Section>

      <Section id="conversations" title={<Trans>Conversations</Trans>}>
        <List>
          <li>
            <Trans>
              Use conversations to ask about a listing and arrange a meeting. Be polite; no spam, no offensive messages,
              and no requests for an advance payment.
            </Trans>
          </li>
          <li>
            <Trans>
              Either of you may block the other: no more messages go either way, in any conversation between you, until
              the person who blocked lifts it. Either of you may report a conversation, which lets Thanda's admins read
              it.
            </Trans>
          </li>
        </List>
      </Section>

      <Section id="advertising" title={<Trans>Advertising</Trans>}>
        <p>
          <Trans>
            A seller may advertise a listing that is not sold, which shows it on Thanda's home page. Advertised listings
            follow the same rules as any other, and an advertisement does not mean that Thanda recommends the product.
          </Trans>
        </p>
      </Section>

      <Section id="removal" title={<Trans>Removal and suspension</Trans>}>
        <List>
          <li>
            <Trans>We may remove any listing that breaks these terms, without notice.</Trans>
          </li>
          <li>
            <Trans>
              While we look into a report we may hide a listing or suspend an account. A suspended account can still
              sign in and read its data and the reason, but cannot list, book, pay, send messages or review until the
              suspension ends. A payment under way for a hidden listing, or by or to a suspended account, is refunded.
            </Trans>
          </li>
          <li>
            <Trans>
              We may delete the account of anyone who breaks these terms or misleads or cheats other users. A deleted
              account can no longer sign in, and its listings leave the site.
            </Trans>
          </li>
          <li>
            <Trans>
              If you think your account was deleted by mistake, see{' '}
              <Link to="/contact#deleted-account" className={linkClass}>
                Your account was deleted?
              </Link>{' '}
              on the contact page.
            </Trans>
          </li>
        </List>
      </Section>

      <Section id="liability" title={<Trans>Thanda's role and liability</Trans>}>
        <p>
          <Trans>
            Thanda is a venue: it lets sellers show their units and buyers reach them. A sale is an agreement between
            the buyer and the seller. Thanda is not the seller, does not own or inspect the units, and does not
            guarantee their condition or that a listing is accurate.
          </Trans>
        </p>
        <p>
          <Trans>
            As far as the law allows, Thanda is not liable for losses from a sale or a meeting between users, or from
            the site being unavailable for a time. Nothing in these terms takes away rights that the law gives you.
          </Trans>
        </p>
      </Section>

      <Section id="changes" title={<Trans>Changes, governing law and contact</Trans>}>
        <p>
          <Trans>
            We may change these terms as Thanda grows. The date at the top shows the current version, and important
            changes are announced on the site. If you keep using Thanda after a change, the new terms apply to you.
          </Trans>
        </p>
        <p>
          <Trans>
            These terms are governed by the laws of Bangladesh, and disputes about them are settled by the courts of
            Bangladesh.
          </Trans>
        </p>
        <p>
          <Trans>
            Questions about these terms: write to <MailLink /> or see the{' '}
            <Link to="/contact" className={linkClass}>
              contact page
            </Link>
            .
          </Trans>
        </p>
      </Section>
    </PolicyPage>
  );
}

export function ContactPage() {
  return (
    <PolicyPage title={<Trans>Contact us</Trans>}>
      <p className="leading-relaxed">
        <Trans>
          The best way to reach Thanda is by e-mail. A person reads every message, and we usually answer within 2
          working days.
        </Trans>
      </p>

      <Section id="write-to-us" title={<Trans>Write to us</Trans>}>
        <p className="text-lg">
          <Trans>
            E-mail: <MailLink />
          </Trans>
        </p>
        <p>
          <Trans>
            Office hours: Sunday to Thursday, 10:00–18:00 (Dhaka time). Messages that arrive at other times are read on
            the next working day.
          </Trans>
        </p>
      </Section>

      <Section id="what-to-include" title={<Trans>What to include</Trans>}>
        <List>
          <li>
            <Trans>The e-mail address of your Thanda account.</Trans>
          </li>
          <li>
            <Trans>
              If your message is about a listing: its link (the address of the page where you saw it), its name and the
              seller's name.
            </Trans>
          </li>
          <li>
            <Trans>What happened and when, with screenshots if you have them.</Trans>
          </li>
          <li>
            <Trans>Never send your password or card number: we will never ask for them.</Trans>
          </li>
        </List>
      </Section>

      <Section id="scam-report" title={<Trans>Reporting a scam</Trans>}>
        <p>
          <Trans>
            If someone asked you to pay in advance or outside Thanda, or a listing looks fake or stolen, do not pay and
            stop dealing with them.
          </Trans>
        </p>
        <p>
          <Trans>
            Write to us with the subject "Scam report", the listing's link or name and seller, and what was said, with
            screenshots if you can. We may remove the listing and delete the account. If you have lost money, report it
            to the police as well.
          </Trans>
        </p>
      </Section>

      <Section id="data-request" title={<Trans>A copy of your data, or its deletion</Trans>}>
        <p>
          <Trans>
            Write from your account's e-mail address with the subject "Data request", and say whether you want a copy of
            your data or your account deleted. We may ask you to confirm that the account is yours. The{' '}
            <Link to="/privacy" className={linkClass}>
              Privacy Policy
            </Link>{' '}
            explains what deletion means.
          </Trans>
        </p>
      </Section>

      <Section id="deleted-account" title={<Trans>Your account was deleted?</Trans>}>
        <p>
          <Trans>
            An admin deletes an account that breaks the{' '}
            <Link to="/terms" className={linkClass}>
              Terms of Service
            </Link>
            , or when its owner asks. A deleted account can no longer sign in, and its listings no longer appear on
            Thanda.
          </Trans>
        </p>
        <p>
          <Trans>
            If you think this is a mistake, write from the account's e-mail address with the subject "Deleted account"
            and tell us what you know. We will look into it and answer within 2 working days.
          </Trans>
        </p>
      </Section>
    </PolicyPage>
  );
}
