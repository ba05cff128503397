import type { LanguageCode } from '@casino/contracts';
import { policySet } from './policy-build';
import type { PolicySet } from './profile';

/** European Portuguese, Brazilian Portuguese and Spanish legal pages (same sections as English). */
export const POLICIES_WEST: Record<Extract<LanguageCode, 'pt' | 'br' | 'es'>, PolicySet> = {
  pt: policySet(
    [
      'Termos e Condições',
      [
        [
          '1. Acordo',
          'Ao abrir uma conta ou utilizar este site, aceita estes termos. Se não concordar, por favor não utilize o site.',
          'Podemos atualizar estes termos; a versão nesta página aplica-se a partir da data indicada. Continuar a jogar após uma alteração significa que a aceita.',
        ],
        [
          '2. Elegibilidade',
          'Tem de ter mais de 18 anos, ou a idade legal para jogo no seu país se for superior, e o jogo online tem de ser legal para si.',
          'Uma conta por pessoa, agregado familiar, número de telemóvel, conta bancária e dispositivo. Podemos pedir prova de identidade, idade e morada a qualquer momento.',
        ],
        [
          '3. A sua conta',
          'Mantenha a palavra-passe e os códigos OTP em segredo; é responsável por toda a atividade na sua conta. Avise-nos de imediato se suspeitar de uso indevido.',
          'Os seus dados têm de ser verdadeiros e atualizados. Depósitos e levantamentos usam apenas contas de pagamento em seu nome.',
        ],
        [
          '4. Depósitos e levantamentos',
          'Os depósitos são creditados quando o pagamento é confirmado. Os levantamentos são pagos na conta bancária ou carteira registada no seu perfil, depois de cumprido o requisito de apostas.',
          'Podemos reter um pagamento enquanto concluímos verificações de segurança ou de combate ao branqueamento de capitais. Taxas e limites são mostrados antes de confirmar.',
        ],
        [
          '5. Bónus e promoções',
          'Cada promoção tem regras próprias, incluindo requisito de apostas, prazos e jogos elegíveis. Só pode estar ativa uma promoção, cashback, rebate ou oferta de indicação de cada vez.',
          'Bónus obtidos por abuso, como várias contas ou jogo concertado, podem ser removidos juntamente com os ganhos.',
        ],
        [
          '6. Jogos e jogo justo',
          'Os resultados dos jogos são decididos por geradores de números aleatórios certificados. Uma avaria anula as jogadas e pagamentos afetados.',
          'Batota, conluio, bots e exploração de erros são proibidos e podem levar ao encerramento da conta e à perda dos fundos.',
        ],
        [
          '7. Jogo responsável e encerramento da conta',
          'Jogue apenas com dinheiro que pode perder. Pode pedir ao apoio limites de depósito, uma pausa ou autoexclusão a qualquer momento.',
          'Pode encerrar a sua conta a qualquer momento; os fundos restantes são pagos após as nossas verificações. Podemos suspender ou encerrar contas que violem estes termos.',
        ],
      ],
    ],
    [
      'Política de Privacidade',
      [
        [
          '1. Quem somos',
          'Esta política explica como o operador deste site recolhe e utiliza os seus dados pessoais e quais os seus direitos.',
        ],
        [
          '2. Dados que recolhemos',
          'Dados da conta: número de telemóvel, email, nome, data de nascimento, género, pergunta de segurança e dados bancários ou de carteira.',
          'Dados de utilização: inícios de sessão, endereço IP, dispositivo e navegador, transações, apostas e mensagens com o apoio.',
        ],
        [
          '3. Para que os usamos',
          'Para gerir a sua conta e pagamentos, verificar identidade e idade, prevenir fraude e branqueamento de capitais, cumprir a lei, apoiá-lo e, com o seu consentimento, enviar ofertas.',
        ],
        [
          '4. Partilha',
          'Partilhamos dados apenas com prestadores de pagamento, fornecedores de jogos, serviços de verificação de identidade e fraude e autoridades quando a lei o exige. Nunca vendemos os seus dados.',
        ],
        [
          '5. Segurança e conservação',
          'Palavras-passe e respostas de segurança são guardadas apenas como hashes unidirecionais e as ligações são cifradas. Guardamos os dados enquanto a conta estiver aberta e depois pelo tempo que a lei exigir.',
        ],
        [
          '6. Os seus direitos',
          'Pode pedir para ver, corrigir ou apagar os seus dados, opor-se ao marketing ou retirar o consentimento a qualquer momento, contactando o apoio.',
        ],
      ],
    ],
    [
      'Política de Cookies',
      [
        [
          '1. O que são cookies',
          'Cookies são pequenos ficheiros que o navegador guarda para um site. Usamo-los, e armazenamento local semelhante, para o site funcionar e para o melhorar.',
        ],
        [
          '2. Cookies que usamos',
          'Essenciais: a sua sessão (30 dias) e segurança. Preferências: o seu idioma (365 dias). Análise e experiências, apenas com o seu consentimento.',
        ],
        [
          '3. Terceiros',
          'Fornecedores de chat ao vivo, análise e jogos podem definir os seus próprios cookies quando usa os seus serviços; aplicam-se as políticas deles.',
        ],
        [
          '4. Gerir cookies',
          'Pode bloquear ou apagar cookies nas definições do navegador. Sem cookies essenciais não consegue manter a sessão iniciada.',
        ],
      ],
    ],
  ),
  br: policySet(
    [
      'Termos e Condições',
      [
        [
          '1. Acordo',
          'Ao abrir uma conta ou usar este site, você aceita estes termos. Se não concordar, não use o site.',
          'Podemos atualizar estes termos; a versão nesta página vale a partir da data indicada. Continuar jogando após uma mudança significa que você a aceita.',
        ],
        [
          '2. Elegibilidade',
          'Você precisa ter mais de 18 anos, ou a idade legal para apostas onde mora se for maior, e o jogo online precisa ser legal para você.',
          'Uma conta por pessoa, residência, número de celular, conta bancária e dispositivo. Podemos pedir comprovante de identidade, idade e endereço a qualquer momento.',
        ],
        [
          '3. Sua conta',
          'Mantenha sua senha e os códigos OTP em sigilo; você é responsável por toda a atividade na sua conta. Avise-nos na hora se suspeitar de uso indevido.',
          'Seus dados devem ser verdadeiros e atualizados. Depósitos e saques usam apenas contas de pagamento no seu nome.',
        ],
        [
          '4. Depósitos e saques',
          'Os depósitos são creditados quando o pagamento é confirmado. Os saques são pagos na conta bancária ou carteira cadastrada no seu perfil, depois de cumprido o rollover.',
          'Podemos segurar um pagamento enquanto concluímos verificações de segurança ou de prevenção à lavagem de dinheiro. Taxas e limites aparecem antes de você confirmar.',
        ],
        [
          '5. Bônus e promoções',
          'Cada promoção tem regras próprias, como rollover, prazos e jogos válidos. Só pode haver uma promoção, cashback, rebate ou bônus de indicação ativo por vez.',
          'Bônus obtidos por abuso, como várias contas ou jogo combinado, podem ser removidos junto com os ganhos.',
        ],
        [
          '6. Jogos e jogo justo',
          'Os resultados são definidos por geradores de números aleatórios certificados. Uma falha anula as jogadas e os pagamentos afetados.',
          'Trapaça, conluio, bots e exploração de falhas são proibidos e podem levar ao encerramento da conta e à perda do saldo.',
        ],
        [
          '7. Jogo responsável e encerramento da conta',
          'Jogue apenas com dinheiro que você pode perder. Você pode pedir ao suporte limites de depósito, uma pausa ou autoexclusão a qualquer momento.',
          'Você pode encerrar sua conta quando quiser; o saldo restante é pago após nossas verificações. Podemos suspender ou encerrar contas que violem estes termos.',
        ],
      ],
    ],
    [
      'Política de Privacidade',
      [
        [
          '1. Quem somos',
          'Esta política explica como o operador deste site coleta e usa seus dados pessoais e quais são os seus direitos.',
        ],
        [
          '2. Dados que coletamos',
          'Dados da conta: celular, e-mail, nome, data de nascimento, gênero, pergunta de segurança e dados bancários ou de carteira.',
          'Dados de uso: logins, endereço IP, dispositivo e navegador, transações, apostas e mensagens com o suporte.',
        ],
        [
          '3. Para que usamos',
          'Para administrar sua conta e pagamentos, verificar identidade e idade, prevenir fraude e lavagem de dinheiro, cumprir a lei, atender você e, com seu consentimento, enviar ofertas.',
        ],
        [
          '4. Compartilhamento',
          'Compartilhamos dados apenas com provedores de pagamento, provedores de jogos, serviços de verificação de identidade e fraude e autoridades quando a lei exige. Nunca vendemos seus dados.',
        ],
        [
          '5. Segurança e retenção',
          'Senhas e respostas de segurança são guardadas apenas como hashes de mão única, e as conexões são criptografadas. Guardamos os dados enquanto a conta estiver aberta e depois pelo prazo que a lei exigir.',
        ],
        [
          '6. Seus direitos',
          'Você pode pedir para ver, corrigir ou excluir seus dados, se opor ao marketing ou retirar o consentimento a qualquer momento, falando com o suporte.',
        ],
      ],
    ],
    [
      'Política de Cookies',
      [
        [
          '1. O que são cookies',
          'Cookies são pequenos arquivos que o navegador salva para um site. Usamos cookies e armazenamento local parecido para o site funcionar e para melhorá-lo.',
        ],
        [
          '2. Cookies que usamos',
          'Essenciais: sua sessão de login (30 dias) e segurança. Preferências: seu idioma (365 dias). Análise e experimentos, só com o seu consentimento.',
        ],
        [
          '3. Terceiros',
          'Provedores de chat ao vivo, análise e jogos podem definir seus próprios cookies quando você usa os serviços deles; valem as políticas deles.',
        ],
        [
          '4. Como gerenciar',
          'Você pode bloquear ou apagar cookies nas configurações do navegador. Sem os cookies essenciais, você não consegue continuar logado.',
        ],
      ],
    ],
  ),
  es: policySet(
    [
      'Términos y Condiciones',
      [
        [
          '1. Acuerdo',
          'Al abrir una cuenta o usar este sitio, aceptas estos términos. Si no estás de acuerdo, no uses el sitio.',
          'Podemos actualizar estos términos; la versión de esta página se aplica desde la fecha indicada. Seguir jugando tras un cambio supone aceptarlo.',
        ],
        [
          '2. Requisitos',
          'Debes tener más de 18 años, o la edad legal de juego de tu país si es mayor, y el juego en línea debe ser legal para ti.',
          'Una cuenta por persona, hogar, número de teléfono, cuenta bancaria y dispositivo. Podemos pedir prueba de identidad, edad y domicilio en cualquier momento.',
        ],
        [
          '3. Tu cuenta',
          'Mantén en secreto tu contraseña y los códigos OTP; eres responsable de toda la actividad de tu cuenta. Avísanos enseguida si sospechas un uso indebido.',
          'Tus datos deben ser verdaderos y estar actualizados. Los depósitos y retiros solo usan cuentas de pago a tu nombre.',
        ],
        [
          '4. Depósitos y retiros',
          'Los depósitos se abonan cuando se confirma el pago. Los retiros se pagan en la cuenta bancaria o monedero registrado en tu perfil, una vez cumplido el requisito de apuestas.',
          'Podemos retener un pago mientras completamos controles de seguridad o de prevención del blanqueo de capitales. Las comisiones y límites se muestran antes de confirmar.',
        ],
        [
          '5. Bonos y promociones',
          'Cada promoción tiene sus propias reglas, como requisito de apuestas, plazos y juegos válidos. Solo puede estar activa una promoción, cashback, reembolso u oferta de referido a la vez.',
          'Los bonos obtenidos mediante abuso, como varias cuentas o juego concertado, pueden retirarse junto con sus ganancias.',
        ],
        [
          '6. Juegos y juego limpio',
          'Los resultados los deciden generadores de números aleatorios certificados. Un fallo anula las jugadas y pagos afectados.',
          'Hacer trampas, coludirse, usar bots o aprovechar errores está prohibido y puede suponer el cierre de la cuenta y la pérdida de los fondos.',
        ],
        [
          '7. Juego responsable y cierre de la cuenta',
          'Juega solo con dinero que puedas permitirte perder. Puedes pedir a soporte límites de depósito, una pausa o la autoexclusión en cualquier momento.',
          'Puedes cerrar tu cuenta cuando quieras; el saldo restante se paga tras nuestras comprobaciones. Podemos suspender o cerrar cuentas que incumplan estos términos.',
        ],
      ],
    ],
    [
      'Política de Privacidad',
      [
        [
          '1. Quiénes somos',
          'Esta política explica cómo el operador de este sitio recoge y usa tus datos personales y qué derechos tienes.',
        ],
        [
          '2. Datos que recogemos',
          'Datos de la cuenta: teléfono, correo electrónico, nombre, fecha de nacimiento, género, pregunta de seguridad y datos bancarios o de monedero.',
          'Datos de uso: inicios de sesión, dirección IP, dispositivo y navegador, transacciones, apuestas y mensajes con soporte.',
        ],
        [
          '3. Para qué los usamos',
          'Para gestionar tu cuenta y tus pagos, verificar identidad y edad, prevenir el fraude y el blanqueo de capitales, cumplir la ley, atenderte y, con tu consentimiento, enviarte ofertas.',
        ],
        [
          '4. Cesión',
          'Solo compartimos datos con proveedores de pago, proveedores de juegos, servicios de verificación de identidad y fraude y autoridades cuando la ley lo exige. Nunca vendemos tus datos.',
        ],
        [
          '5. Seguridad y conservación',
          'Las contraseñas y respuestas de seguridad se guardan solo como hashes unidireccionales y las conexiones van cifradas. Conservamos los datos mientras la cuenta esté abierta y después durante el plazo que exija la ley.',
        ],
        [
          '6. Tus derechos',
          'Puedes pedir ver, corregir o borrar tus datos, oponerte al marketing o retirar tu consentimiento en cualquier momento contactando con soporte.',
        ],
      ],
    ],
    [
      'Política de Cookies',
      [
        [
          '1. Qué son las cookies',
          'Las cookies son pequeños archivos que el navegador guarda para un sitio. Usamos cookies y almacenamiento local similar para que el sitio funcione y para mejorarlo.',
        ],
        [
          '2. Cookies que usamos',
          'Esenciales: tu sesión (30 días) y seguridad. Preferencias: tu idioma (365 días). Analítica y experimentos, solo con tu consentimiento.',
        ],
        [
          '3. Terceros',
          'Los proveedores de chat en vivo, analítica y juegos pueden instalar sus propias cookies cuando usas sus servicios; se aplican sus políticas.',
        ],
        [
          '4. Gestionar las cookies',
          'Puedes bloquear o borrar las cookies en los ajustes del navegador. Sin las cookies esenciales no podrás mantener la sesión iniciada.',
        ],
      ],
    ],
  ),
};
