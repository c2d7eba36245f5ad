/**
 * The content of the public legal pages, /privacidad (the 'Política de tratamiento de datos personales' that Ley 1581 de
 * 2012 and Decreto 1377 de 2013 ask for) and /terminos (docs/product.md, "Your data and your rights"). Written once here,
 * as data, so the pages render it and the tests read it; what it says about who sees what is the rule of
 * server/services/visibility.ts, and the limits are those of domain/privacy.ts.
 */
import { POLICY_VERSION } from './privacy';

/** A section of a legal page: its heading, its paragraphs, and optionally a list or a table. */
export interface LegalSection {
  title: string;
  paragraphs: string[];
  list?: string[];
  table?: { caption: string; head: string[]; rows: string[][] };
}

export interface LegalPage {
  title: string;
  /** Under the title: the version and the date it applies from. */
  subtitle: string;
  sections: LegalSection[];
}

/** '2026-11-29' → '29 de noviembre de 2026'. */
function spanishDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
  return `${day} de ${months[month - 1]} de ${year}`;
}

/** Who answers for the data and where to write (the operator sets the address at build time, README "Settings"). */
export interface DataController {
  name: string;
  email: string;
  city: string;
}

export function privacyPolicy(controller: DataController): LegalPage {
  return {
    title: 'Política de tratamiento de datos personales',
    subtitle: `Versión ${POLICY_VERSION}, vigente desde el ${spanishDate(POLICY_VERSION)}.`,
    sections: [
      {
        title: 'Quién es responsable de tus datos',
        paragraphs: [
          `${controller.name}, con domicilio en ${controller.city} (Colombia), es responsable del tratamiento de los datos personales que guardas en Canchas, conforme a la Ley 1581 de 2012 y el Decreto 1377 de 2013 (hoy en el Decreto 1074 de 2015).`,
          `Para cualquier consulta o reclamo sobre tus datos escribe a ${controller.email}.`,
        ],
      },
      {
        title: 'Qué datos guardamos y para qué',
        paragraphs: ['Solo pedimos lo necesario para que reserves canchas con tu equipo o administres la tuya.'],
        table: {
          caption: 'Datos y finalidad',
          head: ['Dato', 'Para qué lo usamos'],
          rows: [
            ['Nombre y apellido, ciudad, foto', 'Mostrarte a tu equipo y a las canchas que reservas.'],
            ['Correo electrónico y contraseña (cifrada)', 'Iniciar sesión y que un dueño de equipo te encuentre para añadirte.'],
            ['Celular', 'Que te contacten por WhatsApp sobre una reserva, y solo si lo eliges, los demás jugadores.'],
            ['Edad y documento (tipo y número)', 'Evitar cuentas duplicadas y proteger a los menores de edad.'],
            ['Tu equipo, tus reservas y sus pagos', 'Reservar, mover y cancelar, y que la cancha lleve su caja.'],
            [
              'Clientes de reservas manuales (nombre, celular, nota)',
              'Que el administrador de la cancha recuerde y contacte a quien reservó por teléfono.',
            ],
            ['Aceptación de esta política (versión y fecha)', 'Tener la prueba de tu autorización que pide la ley.'],
          ],
        },
      },
      {
        title: 'Quién ve cada dato',
        paragraphs: ['Nadie fuera de Canchas ve tus datos, y nunca los vendemos ni los cedemos a terceros.'],
        table: {
          caption: 'Quién ve cada dato',
          head: ['Dato', 'Tú', 'Otros jugadores', 'Administradores de cancha', 'Sin cuenta'],
          rows: [
            ['Nombre, ciudad, foto, equipo o cancha', 'Sí', 'Sí', 'Sí', 'No (el nombre del administrador aparece con su cancha)'],
            [
              'Celular de un jugador adulto con «Mostrar mi celular a otros jugadores» activado',
              'Sí',
              'Sí',
              'Solo el del dueño de un equipo que reservó su cancha',
              'No',
            ],
            [
              'Celular sin esa opción, de un menor o de un administrador',
              'Sí',
              'No («Sin contacto»)',
              'Solo el del dueño adulto de un equipo que reservó su cancha',
              'No',
            ],
            ['Correo electrónico', 'Sí', 'Solo un dueño de equipo que escribió ese correo exacto', 'No', 'No'],
            ['Edad y documento', 'Sí', 'No', 'No', 'No'],
            ['Pagos de una reserva', 'Los miembros del equipo', 'No', 'El administrador de esa cancha', 'No'],
          ],
        },
      },
      {
        title: 'Cuánto tiempo los conservamos',
        paragraphs: [
          'Mientras tengas tu cuenta. Si la eliminas, borramos tu perfil, tu aceptación de esta política y tu lugar en tu equipo.',
          'Las reservas y los pagos son la contabilidad de las canchas: se conservan con sus valores, sin tus datos, como «Usuario eliminado».',
          'Un cliente de una reserva manual puede pedirle al administrador de la cancha que corrija o borre su nombre y celular.',
        ],
      },
      {
        title: 'Tus derechos y cómo ejercerlos',
        paragraphs: ['Como titular de tus datos tienes derecho a:'],
        list: [
          'Conocer, actualizar y rectificar tus datos.',
          'Pedir prueba de la autorización que nos diste.',
          'Saber para qué usamos tus datos.',
          'Revocar la autorización y pedir que borremos tus datos.',
          'Acceder gratis a tus datos.',
          'Presentar quejas ante la Superintendencia de Industria y Comercio, después de habernos consultado.',
        ],
        table: {
          caption: 'Dónde ejercer cada derecho en la app',
          head: ['Derecho', 'Dónde'],
          rows: [
            ['Conocer tus datos', 'Perfil → Mis datos → «Descargar mis datos»: un archivo con todo lo que guardamos de ti.'],
            ['Actualizar o rectificar', 'Perfil → «Editar perfil».'],
            ['Decidir quién ve tu celular', 'Perfil → «Editar perfil» → «Mostrar mi celular a otros jugadores».'],
            ['Borrar tus datos y revocar la autorización', 'Perfil → Mis datos → «Eliminar mi cuenta».'],
            ['Cualquier otra consulta o reclamo', `Escríbenos a ${controller.email}.`],
          ],
        },
      },
      {
        title: 'Consultas y reclamos',
        paragraphs: [
          'Respondemos las consultas en máximo 10 días hábiles desde que las recibimos; si no alcanzamos, te decimos por qué y la respondemos en máximo 5 días hábiles más.',
          'Los reclamos (corregir, actualizar o borrar un dato, o un incumplimiento de esta política) los resolvemos en máximo 15 días hábiles; si no alcanzamos, te decimos por qué y lo resolvemos en máximo 8 días hábiles más.',
        ],
      },
      {
        title: 'Niñas, niños y adolescentes',
        paragraphs: [
          'El celular de un menor de 18 años nunca se muestra a otros jugadores, y un menor solo entra a un equipo si acepta una invitación o lo pide él mismo.',
        ],
      },
      {
        title: 'Cambios a esta política',
        paragraphs: [
          'Si cambia lo que guardamos, para qué o quién lo ve, publicamos una versión nueva aquí y te pedimos aceptarla al iniciar sesión.',
        ],
      },
    ],
  };
}

export function termsOfUse(controller: DataController): LegalPage {
  return {
    title: 'Términos y condiciones',
    subtitle: `Vigentes desde el ${spanishDate(POLICY_VERSION)}.`,
    sections: [
      {
        title: 'Qué es Canchas',
        paragraphs: [
          `Canchas, operada por ${controller.name}, es una aplicación para que los equipos de fútbol reserven canchas sintéticas y para que los administradores de cancha lleven sus reservas y su caja.`,
          'Canchas registra las reservas y los pagos que cada administrador anota; no cobra ni recibe dinero. Cada cancha es de su administrador, que responde por ella, sus tarifas y sus cobros.',
        ],
      },
      {
        title: 'Tu cuenta',
        paragraphs: [
          'Debes dar datos reales y cuidar tu contraseña. Tu cuenta es personal.',
          'Para crearla debes aceptar la Política de tratamiento de datos personales. Puedes eliminarla cuando quieras desde tu perfil.',
        ],
      },
      {
        title: 'Reservas y pagos',
        paragraphs: [
          'Una reserva se confirma cuando la cancha está libre en ese horario. El dueño del equipo puede moverla o cancelarla antes de que empiece.',
          'Los valores se anotan en pesos colombianos enteros. Las reservas y los pagos anotados no se borran: son la contabilidad de la cancha.',
        ],
      },
      {
        title: 'Buen uso',
        paragraphs: [
          'No uses Canchas para molestar a otros jugadores ni para copiar la lista de jugadores. Limitamos las consultas para protegerla, y podemos suspender una cuenta que abuse.',
        ],
      },
      {
        title: 'Menores de edad',
        paragraphs: [
          'Un menor de 18 años solo entra a un equipo aceptando una invitación o pidiéndolo él mismo, y su celular no se muestra a otros jugadores.',
        ],
      },
      {
        title: 'Ley aplicable y contacto',
        paragraphs: [`Estos términos se rigen por las leyes de Colombia. Para cualquier duda escríbenos a ${controller.email}.`],
      },
    ],
  };
}
