/** Seguridad, Condiciones del servicio y Política de privacidad, en español (tú). */
import type { LegalTexts } from "../legal";
import { CHILDREN_PRIVACY_AGE, ORGANIZATION_DELETION_GRACE_DAYS, PAYMENT_RECORD_RETENTION_YEARS } from "../legal-facts";

export const LEGAL_ES: LegalTexts = {
  security: {
    title: "Seguridad",
    lead: "Los calendarios de tu liga y los datos de tus árbitros merecen cuidado. Así es como los protegemos.",
    description:
      "Cómo protege Whistle los datos de ligas y árbitros: cifrado, control de acceso, sesiones, infraestructura y notificación de vulnerabilidades.",
    sections: [
      {
        heading: "Cifrado",
        paragraphs: [
          "Todas las conexiones con Whistle usan HTTPS. Nuestro proveedor de infraestructura cifra los datos almacenados.",
          "Nunca guardamos contraseñas: solo conservamos un hash lento y con sal de cada una.",
        ],
      },
      {
        heading: "Control de acceso",
        paragraphs: [
          "Los designadores solo ven y gestionan los partidos, los árbitros y los pagos de su propia organización. Los árbitros ven su propio calendario, sus ingresos y los datos de contacto que otros árbitros han decidido compartir.",
          "Cada solicitud se comprueba en el servidor, no solo en la página.",
        ],
      },
      {
        heading: "Sesiones e inicio de sesión",
        paragraphs: [
          "Las sesiones caducan, se pueden cerrar desde cualquier dispositivo y se cierran en todas partes cuando se restablece la contraseña. Los intentos fallidos repetidos de iniciar sesión se ralentizan.",
        ],
      },
      {
        heading: "Infraestructura",
        paragraphs: [
          "Whistle funciona sobre la red global de Cloudflare, con copias de seguridad automáticas de la base de datos. El estado del servicio y los incidentes pasados se publican en la página Estado del sistema.",
        ],
      },
      {
        heading: "Notificar una vulnerabilidad",
        paragraphs: [
          "Si crees que has encontrado un problema de seguridad, escríbenos a security@whistle.example. Respondemos en un plazo de dos días hábiles y damos crédito a quienes nos lo notifican, si así lo desean.",
        ],
      },
    ],
  },
  terms: {
    title: "Condiciones del servicio",
    lead: "El acuerdo entre Whistle y las personas que lo usan, en un lenguaje claro.",
    description:
      "Las condiciones de uso de Whistle: cuentas, planes gratuitos y de pago, pagos, tu contenido y responsabilidad.",
    sections: [
      {
        heading: "Uso de Whistle",
        paragraphs: [
          "Estas condiciones se aplican a todas las personas que usan Whistle: designadores, árbitros y visitantes. Al crear una cuenta, las aceptas.",
          "Debes dar información veraz, mantener tu contraseña en privado y usar Whistle solo con fines lícitos.",
        ],
      },
      {
        heading: "Planes gratuitos y de pago",
        paragraphs: [
          "La Plataforma básica es gratis para siempre. Pro Accounting cuesta 5 $ por usuario activo al mes; un usuario activo es un árbitro que ha recibido un pago ese mes. El pago es mensual y por adelantado.",
          "Avisamos con al menos 30 días de antelación antes de cambiar el precio de un plan de pago.",
        ],
      },
      {
        heading: "Pagos y retiradas",
        paragraphs: [
          "Las retiradas estándar tardan de 2 a 3 días hábiles y cuestan 0 $. Las retiradas instantáneas llegan en minutos por una pequeña comisión que se muestra antes de que confirmes.",
          "Las ligas son responsables de las tarifas que acuerdan con sus árbitros.",
        ],
      },
      {
        heading: "Tu contenido",
        paragraphs: [
          "Los datos que introduces en Whistle son tuyos. Nos das permiso para almacenarlos y tratarlos únicamente para prestarte el servicio. Puedes exportarlos en cualquier momento.",
        ],
      },
      {
        heading: "Cierre de tu cuenta",
        paragraphs: [
          "Puedes cerrar tu cuenta en cualquier momento. Podemos suspender las cuentas que incumplan estas condiciones y te diremos el motivo.",
        ],
      },
      {
        heading: "Responsabilidad",
        paragraphs: [
          "Whistle se ofrece tal cual. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas, como un partido que no se pudo jugar.",
        ],
      },
    ],
  },
  privacy: {
    title: "Política de privacidad",
    lead: "Qué recopilamos, para qué, quién puede verlo y cómo contactarnos al respecto.",
    description:
      "Qué recopila Whistle, cómo se usa y se comparte, tus opciones, la privacidad de los menores y cómo contactar con nuestro equipo de privacidad.",
    sections: [
      {
        heading: "Qué recopilamos",
        paragraphs: [
          "Datos de la cuenta: tu nombre, tu correo electrónico, tu número de teléfono si lo añades, tu contraseña (guardada solo como un hash lento y con sal) o la cuenta de Google o Facebook con la que inicias sesión, y tus ajustes.",
          "Lo que tú y tu organización introducís en Whistle: partidos, sedes, designaciones y tus respuestas a ellas, disponibilidad, certificaciones, solicitudes de partidos, registros de pagos y, con Pro Accounting, los datos fiscales necesarios para los datos del formulario 1099-NEC (de un número de identificación fiscal solo guardamos los cuatro últimos dígitos).",
          "Los mensajes que te enviamos y los que nos envías a través del formulario de contacto.",
          "Datos técnicos básicos, como tu dirección IP y tu navegador, que usamos para mantener el servicio seguro y limitar los abusos.",
        ],
      },
      {
        heading: "Cómo lo usamos",
        paragraphs: [
          "Para hacer funcionar Whistle: programar, designar, notificar y pagar. Para responder a tus mensajes. Para mantener las cuentas seguras y frenar los abusos.",
          "No vendemos tus datos ni mostramos anuncios.",
        ],
      },
      {
        heading: "Quién puede verlo",
        paragraphs: [
          "Los designadores de tu organización ven lo que necesitan para designarte. Tus ajustes de privacidad deciden si otros árbitros ven tu perfil, tus datos de contacto, tu disponibilidad y tus estadísticas.",
          "Compartimos datos con proveedores de servicios que nos ayudan a hacer funcionar Whistle (alojamiento, envío de correos electrónicos y SMS) mediante contratos que los protegen.",
        ],
      },
      {
        heading: "Cuánto tiempo lo conservamos",
        paragraphs: [
          "Tu cuenta y lo que contiene: mientras tengas la cuenta. Las sesiones terminan al cabo de un día, o tras 30 días sin uso si elegiste Recordarme; las sesiones caducadas se eliminan.",
          `Los registros de pagos y los datos del formulario 1099-NEC elaborados a partir de ellos: ${PAYMENT_RECORD_RETENTION_YEARS} años, como exige la legislación fiscal de EE. UU., incluso después de eliminar una cuenta o una organización; durante ese tiempo se conservan desvinculados de la liga eliminada y anonimizados cuando la ley lo permite, y se eliminan al terminar el plazo.`,
          `Una organización eliminada: sus datos se borran ${ORGANIZATION_DELETION_GRACE_DAYS} días después de que un designador solicite la eliminación, salvo los registros de pagos mencionados arriba.`,
          "Los registros del servidor (solicitudes y errores) los conserva nuestro proveedor de alojamiento durante una semana aproximadamente; las comprobaciones de la página de estado, durante una semana.",
        ],
      },
      {
        heading: "Descarga tus datos",
        paragraphs: [
          "Cualquier persona puede descargar lo que Whistle guarda sobre ella, como archivos CSV en un único ZIP: Ajustes → Privacidad → Descargar mis datos.",
          "Los designadores pueden descargar todos los datos de su organización (partidos, designaciones, miembros con sus nombres y correos electrónicos, sedes, pagos, invitaciones, importaciones, integraciones y el registro de actividad), un archivo CSV por tabla en un único ZIP, desde la página Organizaciones. Nunca se incluyen contraseñas, secretos ni tokens.",
        ],
      },
      {
        heading: "Elimina tu cuenta o tu organización",
        paragraphs: [
          "Puedes eliminar tu cuenta en Ajustes → Privacidad → Eliminar mi cuenta. Tus datos personales se borran; los registros de los que dependen otras personas, como el historial de partidos que arbitraste y los registros de pagos que la ley nos obliga a conservar, se mantienen con tu nombre sustituido para que ya no te identifiquen.",
          `Un designador puede eliminar su organización desde la página Organizaciones. Todos los miembros reciben un correo electrónico, todos los designadores ven la fecha y cualquiera de ellos puede cancelarla durante el periodo de gracia de ${ORGANIZATION_DELETION_GRACE_DAYS} días. Después, se borran los partidos, las designaciones, las sedes, las membresías y el historial de la liga. Los miembros conservan sus propias cuentas, que pueden pertenecer a otras organizaciones.`,
        ],
      },
      {
        heading: "Los correos que enviamos y cómo dejar de recibirlos",
        paragraphs: [
          "Todos los correos que no tratan de tu cuenta (novedades de designaciones y partidos, recordatorios, avisos de pago, el resumen semanal) llevan al final un enlace para darte de baja, y el botón Cancelar suscripción de tu aplicación de correo también funciona: con un clic desactivas ese tipo de correo. Puedes volver a activar o desactivar cada tipo en Ajustes, Notificaciones.",
          "Los mensajes sobre tu cuenta (restablecimiento de contraseña, verificación del correo electrónico, avisos de inicio de sesión y de seguridad, invitaciones, la eliminación de una organización) se envían siempre, porque los necesitas para usar y proteger tu cuenta.",
        ],
      },
      {
        heading: "Tus opciones",
        paragraphs: [
          "Puedes ver, corregir, exportar o eliminar tus datos desde tus ajustes, o pedirnos que lo hagamos por ti.",
        ],
      },
      {
        heading: "Privacidad de los menores",
        paragraphs: [
          `Whistle no está dirigido a menores de ${CHILDREN_PRIVACY_AGE} años y no recopilamos a sabiendas información personal de ellos: debes tener al menos ${CHILDREN_PRIVACY_AGE} años para crear una cuenta. Si crees que un menor de ${CHILDREN_PRIVACY_AGE} años nos ha dado información personal, contacta con nosotros y la eliminaremos.`,
        ],
      },
      {
        heading: "Cambios en esta política",
        paragraphs: [
          "Cuando hagamos un cambio importante, te lo comunicaremos por correo electrónico o en la aplicación antes de que entre en vigor.",
        ],
      },
    ],
  },
  privacyContact: {
    heading: "Contacta con nuestro equipo de privacidad",
    intro: "¿Tienes preguntas sobre esta política o sobre tus datos? Escríbenos.",
    team: "Equipo de privacidad de Whistle",
  },
};
