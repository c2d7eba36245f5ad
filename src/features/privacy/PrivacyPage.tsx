/** /privacidad: the 'Política de tratamiento de datos personales' (docs/product.md, "Your data and your rights"). */
import { privacyPolicy } from '../../../domain/legal';
import { DATA_CONTROLLER } from './controller';
import { LegalArticle } from './LegalArticle';

export default function PrivacyPage() {
  return <LegalArticle page={privacyPolicy(DATA_CONTROLLER)} />;
}
