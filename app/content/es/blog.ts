/** El blog en español (tú): las palabras de la página y de cada artículo, por slug. */
import type { BlogTranslation } from "../blog";

export const BLOG_ES: BlogTranslation = {
  page: {
    eyebrow: "Blog",
    title: "El blog de Whistle",
    lead: "Consejos prácticos para designadores, árbitros y organizadores de ligas.",
    metaTitle: "Blog",
    description:
      "Ideas y consejos prácticos del equipo de Whistle para designadores, árbitros y organizadores de ligas.",
  },
  posts: {
    "future-of-referee-management": {
      title: "El futuro de la gestión arbitral",
      excerpt:
        "Cómo la programación inteligente y las notificaciones instantáneas están cambiando la forma en que las ligas encuentran, designan y retienen a sus árbitros.",
      category: "Sector",
      body: [
        "Durante décadas, designar árbitros significaba hojas de cálculo, cadenas de llamadas y mucha esperanza. El designador preparaba a mano el calendario del fin de semana, lo enviaba y pasaba los días siguientes persiguiendo confirmaciones y cubriendo los huecos que dejaban las cancelaciones de última hora.",
        "Eso está cambiando rápidamente. Las herramientas de programación ya saben quién está disponible, quién tiene la certificación para cada categoría y quién vive más cerca del campo. En lugar de partir de una cuadrícula vacía, el designador parte de una lista de buenas sugerencias y dedica su tiempo a las decisiones que solo una persona puede tomar.",
        "El segundo cambio es la rapidez. Cuando se mueve la hora de un partido o cambia la sede, todos los árbitros designados se enteran en segundos, en su teléfono. Se pierden menos mensajes y menos árbitros llegan a un campo vacío.",
        "Las ligas que más se benefician no son las grandes. Las ligas pequeñas, gestionadas por voluntarios, son las que menos tiempo tienen, y para ellas las herramientas gratuitas y sencillas marcan la mayor diferencia.",
      ],
    },
    "reducing-no-shows": {
      title: "5 maneras de reducir las ausencias de árbitros",
      excerpt:
        "Las ausencias perjudican a los partidos, a los jugadores y a la reputación de tu liga. Cinco hábitos prácticos para que los árbitros se presenten.",
      category: "Buenas prácticas",
      body: [
        "La mayoría de las ausencias no se deben a árbitros descuidados, sino a fallos de comunicación. Es mucho más habitual un árbitro que no vio un cambio, olvidó una fecha o se comprometió dos veces que uno que simplemente no quiso ir.",
        "Primero, pide confirmación. Una designación que el árbitro ha aceptado tiene muchas más probabilidades de cumplirse que una que solo se envió. Segundo, recuérdaselo: un mensaje el día anterior con la sede y la hora de inicio evita la mayoría de los partidos olvidados.",
        "Tercero, respeta la disponibilidad. Si los árbitros pueden marcar los días en que no pueden arbitrar, dejas de designarlos para partidos a los que nunca iban a llegar. Cuarto, publica los cambios al instante en lugar de agruparlos una vez por semana.",
        "Quinto, paga a tiempo. Los árbitros que cobran con puntualidad y de forma previsible se quedan en tu liga y se toman en serio sus partidos.",
      ],
    },
    "guide-to-referee-certification-levels": {
      title: "Guía de los niveles de certificación arbitral",
      excerpt:
        "Base, regional, nacional: qué significan los niveles de certificación y cómo asignar a cada árbitro los partidos adecuados.",
      category: "Formación",
      body: [
        "Los niveles de certificación existen para que los jugadores tengan un árbitro preparado para su partido. Un árbitro de base nuevo gana experiencia con las categorías más jóvenes; un árbitro regional dirige partidos competitivos de adultos; los árbitros de nivel nacional arbitran en la cima de la pirámide.",
        "Para un designador, la cuestión práctica es el encaje. Una buena regla es designar a un árbitro en su nivel o ligeramente por encima cuando tiene a su lado un equipo arbitral sólido y con experiencia, y en su nivel en los demás casos.",
        "Mantén las certificaciones actualizadas en un solo lugar, con sus fechas de caducidad. Una certificación caducada que se descubre el día del partido es un problema que un simple recordatorio semanas antes habría evitado.",
        "Por último, usa los informes y las valoraciones de los partidos para detectar quién está listo para subir. Las conversaciones sobre un ascenso van mejor con una temporada de pruebas que las respalden.",
      ],
    },
    "why-we-made-whistle-free": {
      title: "Por qué hicimos Whistle gratis",
      excerpt:
        "El software de programación no debería ser un gasto que una liga juvenil tenga que justificar. Así funciona una plataforma básica gratuita.",
      category: "Empresa",
      body: [
        "Los sistemas arbitrales tradicionales suelen costar a una liga entre 200 $ y 500 $ al mes. Para una liga juvenil gestionada por voluntarios, es dinero de verdad que se resta de campos, material y tarifas arbitrales.",
        "Creamos Whistle para que la plataforma básica (programación, designaciones, notificaciones y las apps móviles) sea gratis para siempre, con árbitros ilimitados y sin anuncios.",
        "Ganamos dinero donde aportamos un valor añadido claro: Pro Accounting para las ligas que necesitan papeleo fiscal, retiradas instantáneas para los árbitros que quieren cobrar en minutos y consultoría para grandes organizaciones.",
        "Ese modelo solo funciona si el producto gratuito es realmente bueno, y eso nos obliga a ser honestos.",
      ],
    },
    "building-a-referee-development-program": {
      title: "Cómo crear un programa de desarrollo arbitral",
      excerpt:
        "La mentoría, el feedback y una progresión constante hacen que los árbitros nuevos sigan arbitrando después de su primera temporada.",
      category: "Buenas prácticas",
      body: [
        "Muchos árbitros nuevos lo dejan en sus dos primeras temporadas. Los motivos son conocidos: partidos difíciles demasiado pronto, insultos desde la banda y la sensación de estar solos.",
        "Un programa de desarrollo responde a cada uno de ellos. Empareja a los árbitros nuevos con mentores experimentados en sus primeros partidos. Desígnalos en categorías en las que puedan aprender sin verse desbordados.",
        "Da un feedback concreto y amable, poco después del partido. Un breve informe escrito sirve más que una larga conversación semanas después.",
        "Y haz visible la progresión: cuando un árbitro ve lo que hace falta para subir de nivel, tiene un motivo para quedarse.",
      ],
    },
    "season-planning-checklist": {
      title: "Tu lista de comprobación para preparar la temporada",
      excerpt:
        "Sedes, plantilla de árbitros, tarifas y comunicación: lo que hay que resolver antes del primer silbatazo de la temporada.",
      category: "Buenas prácticas",
      body: [
        "Una temporada tranquila empieza semanas antes del primer partido. Confirma primero tus sedes y sus franjas horarias disponibles; todo lo demás depende de ellas.",
        "Después, revisa tu plantilla de árbitros: quién vuelve, a quién hay que renovarle la certificación y cuántos árbitros nuevos necesitas para el número de partidos previsto.",
        "Acuerda las tarifas por categoría y publícalas para que los árbitros sepan qué esperar. Decide cómo y cuándo vas a pagar.",
        "Por último, decide cómo vas a comunicar los cambios. Un solo canal en el que todos confían es mejor que tres que nadie lee.",
      ],
    },
    "handling-last-minute-cancellations": {
      title: "Cómo gestionar las cancelaciones de última hora",
      excerpt:
        "El mal tiempo, las enfermedades y el tráfico existen. Un plan sencillo para cubrir un puesto la misma mañana del partido.",
      category: "Operaciones",
      body: [
        "Todo designador conoce el mensaje de primera hora: un árbitro está enfermo y no puede ir al partido de las 9. Lo que pase después decide si el partido se juega.",
        "Ten una lista corta de árbitros que te hayan dicho que pueden cubrir con poca antelación, y consulta su disponibilidad para saber quién está libre esa mañana.",
        "Envía el puesto libre a varios árbitros cualificados a la vez y dáselo al primero que acepte, en lugar de preguntar a una persona cada vez.",
        "Después del fin de semana, busca patrones. Si las cancelaciones se concentran en ciertas sedes u horarios, puede que haya una solución en la programación.",
      ],
    },
    "paying-referees-fairly-and-on-time": {
      title: "Pagar a los árbitros de forma justa y a tiempo",
      excerpt: "Tarifas claras, pagos puntuales y registros sencillos crean una plantilla de árbitros fiel a tu liga.",
      category: "Finanzas",
      body: [
        "El dinero no es el único motivo por el que la gente arbitra, pero un pago tardío o poco claro es una de las formas más rápidas de perder árbitros.",
        "Publica una tarifa para cada categoría y cúmplela. Registra la tarifa de cada partido en el momento de designar al árbitro, para que después no haya discusiones sobre lo acordado.",
        "Paga con un calendario previsible. Las transferencias estándar que tardan de dos a tres días hábiles no son un problema cuando los árbitros saben cuándo esperarlas.",
        "Lleva registros que faciliten el papeleo de fin de año, sobre todo si tu liga tiene que emitir formularios fiscales a los árbitros a los que paga.",
      ],
    },
    "technology-for-small-leagues": {
      title: "Tecnología para ligas pequeñas con poco presupuesto",
      excerpt:
        "No necesitas un departamento de informática para dirigir una liga moderna. Herramientas gratuitas que hacen el trabajo pesado.",
      category: "Sector",
      body: [
        "Las ligas pequeñas suelen dar por hecho que el buen software está fuera de su alcance. Ya no es así.",
        "Las herramientas gratuitas de programación y designación, los calendarios compartidos y la mensajería de grupo cubren casi todo lo que una liga necesita para funcionar sin problemas.",
        "Elige herramientas que los árbitros puedan usar desde el móvil sin formación y que te permitan exportar tus datos si algún día quieres irte.",
        "Dedica el dinero que ahorras a lo que importa: los campos, el material y las personas que hacen posibles los partidos.",
      ],
    },
  },
};
