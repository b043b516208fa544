// Default copy of the content pages (/terms, /privacy, /returns, /faq), stored as site settings
// `pages.<slug>` = {title, markdown} so operators can edit it. Plain markdown only: the web
// renders it without raw HTML. The FAQ uses one `## Question` heading per accordion item.

export type SeedPage = { title: string; markdown: string };

const terms: SeedPage = {
  title: 'Terms of Service',
  markdown: `These terms apply when you use Atelier to create personalised artwork, download digital files or order canvas prints. By placing an order or creating an account you agree to them.

## 1. What we make

Atelier creates personalised artwork from the photos, names, verses and choices you give us. Each piece is generated for you with the help of AI and finished by our studio renderer, so every portrait and vision board is a **custom item made to order**. Previews are shown with a watermark; the full-resolution file is unlocked by a purchase or your plan.

## 2. Your account

- You need an account to create artwork. Keep your sign-in details private; you are responsible for what happens under your account.
- The free plan includes a limited number of generations each month. Premium ($9.99 per month) includes 100 generations per month and can be cancelled at any time; it stays active until the end of the paid month.

## 3. Your photos and text

- Only upload photos you own or have permission to use, and do not upload anything unlawful, hateful or that shows another person without their consent.
- You keep all rights to your photos. You give us a limited licence to store and process them only to create, show and print your artwork. How we handle them is described in our [Privacy Policy](/privacy).

## 4. Prices and payment

Prices are shown in US dollars before you pay and include the artwork; shipping for canvas prints is shown at checkout. Payments are processed securely by our payment provider; we never see or store your full card number.

## 5. Production and delivery

Canvas prints go into production after payment. Delivery times are estimates; we will tell you if your order is delayed. Risk of loss passes to you on delivery.

## 6. Satisfaction guarantee, refunds and cancellations

Every order is covered by our 30-day satisfaction guarantee. Because each item is custom made, cancellations are possible until an order enters production. The details are in our [Returns and Refunds](/returns) policy.

## 7. Use of the artwork

You may print, share and gift your artwork for personal use. We may show an order's artwork in our gallery or marketing **only with your permission**.

## 8. Liability

We take care to create artwork you will love, but AI results vary and small differences from the preview (colour on canvas, cropping at the edges) are normal. Our liability for any order is limited to the amount you paid for it. Nothing in these terms limits rights you have under consumer law.

## 9. Changes and contact

We may update these terms; the date of the last change is shown on this page, and changes never apply to orders already placed. Questions? Write to us through our [contact page](/contact).
`,
};

const privacy: SeedPage = {
  title: 'Privacy Policy',
  markdown: `Your photos are personal. This policy explains what we collect, why, how long we keep it and the choices you have.

## What we collect

- **Account details:** your email address, name and sign-in method.
- **What you create:** the photos you upload, the text you enter (names, verses, dates) and the artwork we generate from them.
- **Orders:** the items you buy, the shipping address for canvas prints and the payment status. Card details go straight to our payment provider and never reach us.
- **Messages:** what you send through the contact form, with the time and address it came from (to stop spam).
- **Technical data:** basic logs (IP address, browser) kept for security and to fix problems.

## How we use your uploaded photos

Your photos are used **only to create your artwork**: they are processed by our studio renderer and, where you choose an AI style, sent to our image-generation provider for that single request. We never use them to train AI models, never sell them and never show them to other customers. Your artwork appears in our public gallery only if you give us permission.

## How photos are stored, when they expire and how to delete them

- Photos are stored privately; only you (and our support staff when you ask for help) can open them, through short-lived signed links.
- Uploaded photos **expire automatically** after a limited number of days and are then deleted. The artwork you keep stays in your account until you delete it.
- You can delete a photo, an artwork or your whole account at any time from your account, or ask us to do it. Deleted files are removed from storage and backups within 30 days.
- You can export a copy of your data from your profile.

## Sharing

We do not sell or rent your personal data. We share only what is needed with the services that run the shop: hosting and storage, payment processing, email delivery, printing and shipping of canvas orders, and image generation. Each is bound to use it only for that purpose.

## Cookies

We use a sign-in cookie to keep you signed in and a few settings stored in your browser. We do not use advertising cookies.

## Your rights

You can ask to see, correct, export or delete your personal data, and object to how we use it. We answer within 30 days.

## Contact

Questions about privacy? Reach us through our [contact page](/contact).
`,
};

const returns: SeedPage = {
  title: 'Returns and Refunds',
  markdown: `We want you to love your artwork. Because every portrait and print is made to order just for you, our policy is built around making it right rather than sending things back.

## 30-day satisfaction guarantee

If you are not happy with your artwork, tell us within **30 days** of receiving it (or of your download, for digital files). We will first offer to re-create it with your feedback at no cost; if you are still not satisfied, we will refund you. You do not need to return a custom canvas to us.

## Damaged or faulty prints

If a canvas arrives damaged, misprinted or with a defect, open the order under [My Orders](/orders) and choose **Report a problem** within 30 days of delivery, with a note and up to three photos of the print and its packaging. We will send a **free reprint** or, if you prefer, a full refund, including shipping.

## Cancellations

- **Canvas prints:** you can cancel free of charge until your order enters production (usually within 24 hours of payment). Once production has started, the print is covered by the guarantee above instead.
- **Digital downloads:** a purchased PNG download can be refunded within 30 days if you are not satisfied.
- **Premium plan:** you can cancel at any time. You keep Premium until the end of the month you paid for; partial months are not refunded, except where the law requires.

## How refunds are paid

Refunds go back to the original payment method within 5 to 10 business days after we approve them.

## How to ask

For a canvas print, use **Report a problem** on its order page. For anything else, write to us through our [contact page](/contact) with your order number and a short description. We usually answer within one business day.
`,
};

const faq: SeedPage = {
  title: 'Frequently Asked Questions',
  markdown: `## How does personalisation work?

Choose a product, upload one or more photos and add the names, verses or dates that matter to you. Our studio turns them into a unique portrait or vision board, and you see a preview before you buy anything.

## What photos work best?

Clear, well-lit photos where faces are easy to see work best. Most phone photos are fine; large files are compressed automatically before upload.

## How long does it take to create my artwork?

Most artwork is ready within a few minutes. You can leave the page; your creations are saved to your account.

## Is it free to try?

Yes. The free plan includes 3 AI generations per month. Premium costs $9.99 per month and includes 100 generations, priority generation and premium support.

## Can I order a canvas print?

Yes. Every artwork can be printed on canvas in several sizes, shown with their prices on our [pricing page](/pricing). Prints are made to order and shipped with tracking.

## What if I don't love the result?

Every order is covered by our 30-day satisfaction guarantee. We will re-create your artwork with your feedback or refund you. See [Returns and Refunds](/returns).

## My canvas arrived damaged. What do I do?

Open the order under [My Orders](/orders) and choose **Report a problem** within 30 days of delivery: tell us what is wrong and add up to three photos of the print and packaging. We will send a free reprint or a refund.

## Can I cancel my order?

Canvas orders can be cancelled free of charge until they enter production. Premium can be cancelled at any time and stays active until the end of the paid month.

## What happens to the photos I upload?

They are stored privately, used only to create your artwork, never sold or used to train AI models, and deleted automatically after a limited time. You can delete them sooner from your account. Read our [Privacy Policy](/privacy).

## How do I contact you?

Use our [contact form](/contact); we usually answer within one business day.
`,
};

export const SEED_PAGES: Record<'terms' | 'privacy' | 'returns' | 'faq', SeedPage> = {
  terms,
  privacy,
  returns,
  faq,
};
