/** El Centro de ayuda en español (tú): la página, las categorías y los artículos, por slug. */
import type { HelpTranslation } from "../help";

export const HELP_ES: HelpTranslation = {
  page: {
    eyebrow: "Centro de ayuda",
    title: "¿Cómo podemos ayudarte?",
    lead: "Busca en nuestras guías o explora por tema.",
    metaTitle: "Centro de ayuda",
    description:
      "Respuestas sobre los primeros pasos, la cuenta y la facturación, el calendario y las designaciones, los pagos y la app móvil de Whistle.",
  },
  categories: {
    "getting-started": {
      title: "Primeros pasos",
      description: "Crea tu cuenta, configura tu organización y programa tu primer partido.",
    },
    "account-billing": {
      title: "Cuenta y facturación",
      description: "Perfil, inicio de sesión, planes, Pro Accounting y facturas.",
    },
    "scheduling-assignments": {
      title: "Calendario y designaciones",
      description: "Partidos, designaciones, disponibilidad, conflictos y sugerencias.",
    },
    payments: {
      title: "Pagos",
      description: "Tarifas por partido, pagos, retiradas y formularios fiscales.",
    },
    "mobile-app": {
      title: "App móvil",
      description: "Instalación de las apps, notificaciones y uso sin conexión.",
    },
  },
  articles: {
    "create-your-first-game": {
      title: "Cómo crear tu primer partido",
      summary: "Añade un partido con sus equipos, sede, fecha, hora, categoría y tarifa.",
      body: [
        "Abre la página Partidos en el portal del designador y elige Añadir partido.",
        "Indica el equipo local y el visitante, la sede, la fecha y la hora de inicio, la categoría (profesional, semiprofesional, aficionado o juvenil) y la tarifa que se paga a cada árbitro.",
        "Elige cuántos árbitros necesita el partido: un solo árbitro, un equipo de tres o un equipo de cuatro. Guarda, y el partido aparecerá en tu calendario como pendiente hasta que se designen árbitros.",
      ],
    },
    "invite-referees": {
      title: "Invitar a árbitros a tu organización",
      summary: "Invita a árbitros por correo electrónico, comparte un código de acceso o importa una plantilla en CSV.",
      body: [
        "En la página Árbitros, elige Invitar. Puedes enviar invitaciones por correo electrónico, una dirección por línea, o copiar el código de acceso de tu organización y compartirlo como prefieras.",
        "Si ya tienes tu plantilla en una hoja de cálculo, expórtala como CSV e impórtala. La primera línea debe ser la fila de encabezados; cada una de las siguientes se convierte en un árbitro.",
        "Los árbitros invitados aparecen como pendientes hasta que aceptan y establecen su contraseña.",
      ],
    },
    "assign-referees-to-games": {
      title: "Designar árbitros para los partidos",
      summary: "Elige árbitros para cada puesto y publica la designación.",
      body: [
        "Abre un partido y elige un árbitro para cada puesto. Las sugerencias muestran árbitros que están disponibles, tienen la certificación para la categoría y no arbitran ya a esa hora.",
        "El árbitro recibe el aviso de la designación por correo electrónico, SMS o notificación push, según prefiera, y puede aceptarla o rechazarla.",
        "Cuando todos los puestos están cubiertos, el partido aparece como designado; cuando todos los árbitros han aceptado, aparece como confirmado.",
      ],
    },
    "set-your-availability": {
      title: "Indicar tu disponibilidad como árbitro",
      summary: "Bloquea días completos o franjas horarias en las que no puedes arbitrar.",
      body: [
        "Abre Disponibilidad en el portal del árbitro y elige una fecha en el calendario.",
        "Bloquea el día entero o añade una o varias franjas. Una franja nueva va de 9:00 a 13:00, y puedes cambiarla.",
        "Los designadores ven tus bloqueos al designar, así que no se te ofrecen partidos que no puedes arbitrar. En la app móvil puedes actualizar tu disponibilidad sin conexión y se sincroniza más tarde.",
      ],
    },
    "track-referee-payments": {
      title: "Seguimiento de los pagos a árbitros",
      summary: "Consulta lo que se le debe a cada árbitro y marca los pagos como pagados.",
      body: [
        "Cada partido finalizado crea un pago pendiente para cada árbitro que lo dirigió, por la tarifa fijada en el partido.",
        "La página Pagos muestra los pagos pendientes y los pagados. Marca un pago como pagado cuando hayas enviado el dinero, y el árbitro lo verá en sus ingresos.",
        "Los árbitros pueden retirar su saldo con una retirada estándar, que tarda de 2 a 3 días hábiles y no tiene coste, o con una retirada instantánea en minutos por una pequeña comisión.",
      ],
    },
    "notification-settings": {
      title: "Gestionar los ajustes de notificaciones",
      summary: "Elige notificaciones por correo electrónico, SMS y push, y cuándo llegan los recordatorios.",
      body: [
        "Abre Ajustes y luego Notificaciones. Activa o desactiva las notificaciones por correo electrónico, SMS y push para designaciones, cambios, pagos y recordatorios.",
        "Los recordatorios llegan antes de cada partido que hayas aceptado. Los SMS necesitan un número de teléfono verificado.",
        "En la app móvil, permite las notificaciones cuando se te pida, o actívalas más tarde en los ajustes de tu teléfono.",
      ],
    },
    "reset-your-password": {
      title: "Restablecer tu contraseña",
      summary: "Recibe un enlace de restablecimiento por correo electrónico cuando no puedas iniciar sesión.",
      body: [
        "En la página de inicio de sesión, elige ¿Has olvidado tu contraseña? e introduce tu dirección de correo electrónico.",
        "Si existe una cuenta con esa dirección, te enviamos un enlace válido durante un tiempo limitado. Ábrelo y elige una contraseña nueva.",
        "Por tu seguridad, al restablecer la contraseña se cierra tu sesión en tus demás dispositivos.",
      ],
    },
    "pro-accounting-billing": {
      title: "Cómo se factura Pro Accounting",
      summary: "5 $ por usuario activo al mes; activo significa un árbitro que ha recibido un pago ese mes.",
      body: [
        "Pro Accounting cuesta 5 $ por usuario activo al mes. Un árbitro cuenta como activo en un mes cuando tu liga le ha pagado en ese mes.",
        "La facturación es mensual y por adelantado. Avisamos con al menos 30 días de antelación antes de cualquier cambio de precio.",
        "La plataforma básica sigue siendo gratuita, añadas o no Pro Accounting.",
      ],
    },
    "install-the-mobile-app": {
      title: "Instalar la app móvil",
      summary: "Las apps gratuitas para iOS y Android, y cómo iniciar sesión en tu teléfono.",
      body: [
        "Las apps de Whistle para iOS y Android son gratuitas. Hasta que se publiquen, la web funciona en el navegador de cualquier teléfono y puedes añadirla a tu pantalla de inicio.",
        "Inicia sesión con el mismo correo electrónico y la misma contraseña que usas en la web.",
      ],
    },
    "resolve-scheduling-conflicts": {
      title: "Resolver conflictos de calendario",
      summary: "Qué significa un aviso de conflicto y cómo solucionarlo.",
      body: [
        "Aparece un aviso de conflicto cuando un árbitro ya está designado para otro partido a una hora que se solapa, o ha bloqueado esa hora en su disponibilidad.",
        "Elige otro de los árbitros sugeridos o cambia uno de los partidos de hora. Los conflictos se vuelven a comprobar al guardar.",
      ],
    },
  },
};
