import { Logger, type INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ListingType } from '../contracts/lists.js';
import { ListingStatus } from '../contracts/listings.js';
import { principalOf } from '../modules/account/user.repository.js';
import { UserEntity } from '../modules/account/user.entity.js';
import { CURRENT_NDA } from '../modules/deal-room/nda/nda-v1.js';
import { ListingModerationService } from '../modules/listing-core/listing-moderation.service.js';
import { ListingOwnerService } from '../modules/listing-core/listing-owner.service.js';
import { UploadsService } from '../modules/uploads/uploads.service.js';
import { onePagePdf } from './demo-pdf.js';

/**
 * The deal room on `npm start`: one confidential company listing of the demo company account (a
 * teaser, the company name, one private document) and one pending access request of the demo buyer
 * (Ion Popescu) with the current NDA accepted. Loaded content: nobody is emailed. Runs only while
 * there is no confidential listing; answers how many listings it wrote.
 */
export async function seedDemoDealRoom(app: INestApplicationContext): Promise<number> {
  const dataSource = app.get(DataSource);
  const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count FROM listings WHERE confidential`)) as { count: number }[];
  if (count > 0) return 0;
  const users = dataSource.getRepository(UserEntity);
  const [owner, buyer, moderator] = await Promise.all([
    users.findOneBy({ email: 'demo@roafaceri.ro' }),
    users.findOneBy({ email: 'ion.popescu@example.ro' }),
    users.findOneBy({ email: 'moderator@roafaceri.ro' }),
  ]);
  if (!owner || !buyer || !moderator) return 0;
  const principal = (user: UserEntity) => principalOf({ id: user.id, roles: user.roles, userType: user.userType, emailVerified: true }, 'seed');

  const uploads = app.get(UploadsService, { strict: false });
  const [document] = await uploads.storeDocuments(owner.id, [
    {
      filename: 'situatii-financiare-2025.pdf',
      buffer: onePagePdf('Situații financiare 2025 — rezumat', [
        'Cifra de afaceri: 1.240.000 lei; profit net: 212.000 lei; 11 angajați.',
        'Contracte-cadru cu trei lanțuri de magazine, valabile până în 2027.',
        'Document confidențial: îl văd doar cumpărătorii aprobați de vânzător.',
      ]),
    },
  ]);
  const created = await app.get(ListingOwnerService, { strict: false }).create(
    ListingType.Company,
    principal(owner),
    {
      title: 'Producător regional de panificație cu rețea proprie de distribuție',
      description:
        '<p>Panificația Dealul Mare SRL din Ploiești produce pâine, specialități și patiserie pentru 140 de magazine din Prahova și Dâmbovița.</p><p>Flota proprie de 6 autoutilitare, contracte-cadru cu trei lanțuri de magazine, linie de producție modernizată în 2023.</p>',
      confidential: true,
      teaser:
        '<p>Producător regional de panificație cu peste 15 ani pe piață, distribuție proprie către peste 100 de magazine și contracte-cadru cu lanțuri de retail. Echipă stabilă, linie de producție modernizată recent.</p>',
      companyName: 'Panificația Dealul Mare SRL',
      publicFigures: ['yearlyTurnover', 'employees'],
      county: 30,
      city: 'Ploiești',
      domain: [7],
      price: 450000,
      currency: 'EUR',
      yearlyTurnover: 1240000,
      yearlyProfit: 212000,
      employees: 11,
      yearFounded: 2009,
      reasonForSale: 'Fondatorii se retrag din afacere.',
      contactName: 'Radu Marinescu',
      contactPhone: '0722 000 111',
      contactEmail: 'demo@roafaceri.ro',
      documents: [document.key],
    } as never,
    { bulk: true },
  );
  if (created.status === ListingStatus.Pending)
    await app.get(ListingModerationService, { strict: false }).approve(created.id, principal(moderator), { notifyOwner: false });
  await dataSource.query(
    `INSERT INTO listing_access_requests (listing_id, buyer_id, status, message, nda_version, nda_accepted_at, nda_ip)
     VALUES ($1, $2, 'pending', $3, $4, now(), '127.0.0.1')`,
    [created.id, buyer.id, 'Bună ziua, caut o afacere în panificație în zona Prahova și aș dori să văd situațiile financiare.', CURRENT_NDA.version],
  );
  new Logger('Demo').log('Made one confidential company listing of demo@roafaceri.ro with a pending access request of ion.popescu@example.ro.');
  return 1;
}
